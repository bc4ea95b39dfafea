// Ünïcödé: the finding's line has non-ASCII text before the type, so columns differ by encoding.
func brew(_ label: String = "café 🚀", _ network: Networking) -> String {
    label
}
