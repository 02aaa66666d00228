/// Earshot's version, printed by `--version` and named in the outputs that record their tool (SARIF).
public enum EarshotVersion {
  public static let string = "0.1.0"
}
