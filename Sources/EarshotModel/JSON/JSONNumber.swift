/// The value of a JSON number read straight from its bytes, correctly rounded, for the forms
/// documents are made of: at most 19 significant digits and a power of ten within 10^±19 (a frame
/// written by a tool with 17 digits, `1234.5678901234567`, is one). The result is the double
/// nearest the written value, ties to even, as `strtod` gives, so it is the same bits as
/// `Double(text)`; other forms return nil and are left to `Double(text)`.
enum JSONNumber {
  /// `text` must be a number by RFC 8259's grammar (`JSONParser` has checked it).
  static func value(_ text: UnsafeBufferPointer<UInt8>) -> Double? {
    var i = 0
    let negative = text[0] == UInt8(ascii: "-")
    if negative { i = 1 }
    var digits: UInt64 = 0
    var significant = 0
    var fractionDigits = 0
    var inFraction = false
    while i < text.count {
      let c = text[i]
      if c == UInt8(ascii: ".") {
        inFraction = true
      } else if c >= UInt8(ascii: "0"), c <= UInt8(ascii: "9") {
        if significant > 0 || c != UInt8(ascii: "0") {
          significant += 1
          guard significant <= 19 else { return nil }
          digits = digits &* 10 &+ UInt64(c &- UInt8(ascii: "0"))
        }
        if inFraction { fractionDigits += 1 }
      } else {
        break  // e or E
      }
      i += 1
    }
    var exponent = 0
    if i < text.count {
      i += 1
      var exponentNegative = false
      if text[i] == UInt8(ascii: "+") || text[i] == UInt8(ascii: "-") {
        exponentNegative = text[i] == UInt8(ascii: "-")
        i += 1
      }
      while i < text.count {
        exponent = exponent * 10 + Int(text[i] &- UInt8(ascii: "0"))
        guard exponent < 1000 else { return nil }
        i += 1
      }
      if exponentNegative { exponent = -exponent }
    }
    guard digits != 0 else { return negative ? -0.0 : 0.0 }
    let power = exponent - fractionDigits
    guard power >= -19, power <= 19 else { return nil }
    let magnitude = power >= 0 ? scaled(digits, times: power) : scaled(digits, over: -power)
    return negative ? -magnitude : magnitude
  }

  /// 10^0 through 10^19, each exact in 64 bits.
  private static let powersOfTen: [UInt64] = {
    var powers: [UInt64] = [1]
    for _ in 1...19 { powers.append(powers.last! * 10) }
    return powers
  }()

  /// `digits` × 10^`power`, correctly rounded: the product is exact in 128 bits.
  private static func scaled(_ digits: UInt64, times power: Int) -> Double {
    let product = UInt128(digits) * UInt128(powersOfTen[power])
    let width = 128 - product.leadingZeroBitCount
    guard width > 53 else { return Double(UInt64(truncatingIfNeeded: product)) }  // exact
    let shift = width - 54
    let kept = UInt64(truncatingIfNeeded: product >> shift)
    let dropped = product & ((1 << shift) - 1)
    return rounded(kept, sticky: dropped != 0, timesTwoTo: shift)
  }

  /// `digits` / 10^`power`, correctly rounded: the quotient is taken to 54 or 55 bits and the
  /// remainder says whether anything lies past them.
  private static func scaled(_ digits: UInt64, over power: Int) -> Double {
    let divisor = powersOfTen[power]
    // digits × 2^shift / divisor lies in [2^53, 2^55).
    let shift = 54 - (64 - digits.leadingZeroBitCount) + (64 - divisor.leadingZeroBitCount)
    let numerator = shift >= 0 ? UInt128(digits) << shift : UInt128(digits)
    let denominator = shift >= 0 ? UInt128(divisor) : UInt128(divisor) << -shift
    let (quotient, remainder) = numerator.quotientAndRemainder(dividingBy: denominator)
    var kept = UInt64(truncatingIfNeeded: quotient)
    var sticky = remainder != 0
    var scale = -shift
    if kept >= 1 << 54 {
      sticky = sticky || kept & 1 != 0
      kept >>= 1
      scale += 1
    }
    return rounded(kept, sticky: sticky, timesTwoTo: scale)
  }

  /// (`kept` + a fraction, non-zero when `sticky`) × 2^`scale`, where `kept` has 54 bits: its last
  /// bit is the one past the double's 53, so the value is rounded to nearest, ties to even.
  private static func rounded(_ kept: UInt64, sticky: Bool, timesTwoTo scale: Int) -> Double {
    var significand = kept >> 1
    if kept & 1 != 0, sticky || significand & 1 != 0 { significand += 1 }
    // A significand carried to 2^53 is still exact as a double.
    return Double(sign: .plus, exponent: scale + 1, significand: Double(significand))
  }
}
