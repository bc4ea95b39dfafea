final class Context { func handle() {} }
enum Mode { case handle }
