import EarshotCLI
import Foundation

exit(Earshot.main(Array(CommandLine.arguments.dropFirst())))
