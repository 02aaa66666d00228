import EarshotModel
import Foundation

/// The bundled samples of an installed Earshot (`make install` puts them in
/// `PREFIX/share/earshot/samples`), so the examples in help and the manual, which name
/// `samples/…`, work from any folder.
///
/// A path the command reads that starts with `samples/` and names nothing in the working folder is
/// read from there when the installed copy has it; a `samples/` folder of the user's own, or any
/// other path, is read as it is.
enum InstalledSamples {
  static let prefix = "samples/"

  /// What the manual says of them.
  static let manual = "The samples the examples name, installed with earshot: a path `samples/…` that names nothing in the working folder is read from here."

  /// The installed samples folder beside this executable (`BIN/../share/earshot/samples`), if any.
  static let folder: String? = {
    guard let executable = Bundle.main.executableURL?.resolvingSymlinksInPath().path else { return nil }
    let folder = PathName.joining(PathName.folder(of: PathName.folder(of: executable)), "share/earshot/samples")
    var info = stat()
    return stat(folder, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR ? folder : nil
  }()

  /// `path`, or the installed sample it names when it is missing here.
  static func resolve(_ path: String, in folder: String? = folder) -> String {
    guard let folder, path.hasPrefix(prefix), !path.contains("/../") else { return path }
    var info = stat()
    guard lstat(path, &info) != 0, errno == ENOENT else { return path }
    let installed = PathName.joining(folder, String(path.dropFirst(prefix.count)))
    return lstat(installed, &info) == 0 ? installed : path
  }
}
