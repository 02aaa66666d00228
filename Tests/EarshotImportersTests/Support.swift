import EarshotEngine
import EarshotImporters
import EarshotModel
import EarshotTestSupport
import Foundation

/// A corpus capture's path (read in place from ../shared/corpus).
func corpus(_ relative: String) -> String {
  Repository.corpus.appendingPathComponent(relative).path
}
