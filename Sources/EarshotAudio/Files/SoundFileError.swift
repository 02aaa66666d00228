/// A libsndfile failure, with libsndfile's own text (`sf_strerror`) and the file concerned.
public struct SoundFileError: Error, Hashable, Sendable, CustomStringConvertible {
  /// libsndfile's error number (`sf_error`), or 0 when the failure was Earshot's to detect.
  public var code: Int32
  public var message: String
  public var path: String

  public init(code: Int32, message: String, path: String) {
    self.code = code
    self.message = message
    self.path = path
  }

  public var description: String { "\(path): \(message)" }
}
