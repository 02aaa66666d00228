/// How findings and the review page write a length in points or dp: a whole number without a
/// decimal point, any other to a tenth ("44", "43.5").
public enum Lengths {
  public static func written(_ v: Double) -> String {
    v == v.rounded() ? String(Int(v)) : String((v * 10).rounded() / 10)
  }
}
