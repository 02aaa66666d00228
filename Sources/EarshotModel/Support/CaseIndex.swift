/// An enum whose cases index tables (traits as bits of a set, segment roles and phrases as array
/// slots) by their position in the declaration.
///
/// A Swift enum without payloads stores the declaration position of its case as its tag, so
/// `caseIndex` reads that byte: no hand-kept switch to fall out of order when a case is added, and
/// no search on a path that runs for every trait test. The tests check it against `allCases` for
/// every conforming enum.
public protocol CaseIndexed: CaseIterable, Hashable {}

extension CaseIndexed {
  /// The case's position in `allCases`.
  @inlinable
  public var caseIndex: Int {
    // One byte holds the tag of an enum of 2 to 256 cases without payloads.
    withUnsafeBytes(of: self) { Int($0[0]) }
  }
}
