extension Ctx { var handle: Int { 2 } }
