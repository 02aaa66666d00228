import Foundation

/// The manual page `earshot(1)` in roff, made from the same declarations as `--help`
/// (`earshot help --man`; `make install` installs it).
enum ManPage {
  static func roff() -> String {
    var out = ".\\\" The manual of earshot, printed by `earshot help --man`: edit the command declarations, not this.\n"
    out += ".TH EARSHOT 1 \"\" \"earshot \(Earshot.version)\" \"User Commands\"\n"
    out += ".SH NAME\nearshot \\- \(text(lowercasedFirst(Earshot.abstract.dropLast())))\n"
    out += ".SH SYNOPSIS\n.B earshot\n.I command\n.RI [ options ]\n"
    out += ".SH DESCRIPTION\n\(text(Earshot.description))\n"
    out += ".PP\n\(text("Each command below lists its arguments, options and examples; `earshot help COMMAND` prints the same."))\n"
    out += ".SH OPTIONS\n"
    for option in Earshot.options { out += item(option) }
    out += ".SH COMMANDS\n"
    for command in Earshot.commands { out += section(command.spec) }
    out += ".SH EXIT STATUS\n"
    for (code, meaning) in CLIError.exitCodes { out += ".TP\n.B \(code)\n\(text(meaning))\n" }
    out += ".SH FILES\n.TP\n.I ./Voices/*.json\nVoice profiles read beside the built-in ones (and from \\fB\\-\\-voices\\fR \\fIDIR\\fR).\n"
    out += ".TP\n.I PREFIX/share/earshot/samples\n\(text(InstalledSamples.manual))\n"
    out += ".SH SEE ALSO\n.BR espeak\\-ng (1)\n"
    return out
  }

  static func section(_ spec: CommandSpec) -> String {
    var out = ".SS \"earshot \(spec.name)\"\n\(text(spec.abstract))\n"
    if let discussion = spec.discussion { out += ".PP\n\(text(discussion))\n" }
    out += ".PP\n.nf\n\(text(HelpGenerator.usage(spec)))\n.fi\n"
    for argument in spec.arguments { out += ".TP\n.I \(argument.name)\n\(text(argument.help))\n" }
    for option in spec.options where option.name != CommandSpec.help.spec.name { out += item(option) }
    if !spec.examples.isEmpty {
      out += ".PP\nExamples:\n.PP\n.RS\n.nf\n"
      for example in spec.examples { out += text(example) + "\n" }
      out += ".fi\n.RE\n"
    }
    return out
  }

  /// `.TP` with the option's names in bold and its value in italics.
  static func item(_ option: OptionSpec) -> String {
    var names = option.short.map { "\\fB\\-\($0)\\fR, " } ?? ""
    names += "\\fB\(text(option.name))\\fR"
    if let value = option.valueName { names += " \\fI\(text(value))\\fR" }
    return ".TP\n\(names)\n\(text(HelpGenerator.fullHelp(option)))\n"
  }

  /// Text safe in roff: backslashes and hyphens escaped, characters beyond ASCII as `\[uXXXX]`,
  /// `code` between backquotes in bold (help shows the backquotes; a manual shows the font), and
  /// no line taken for a request.
  static func text<S: StringProtocol>(_ s: S) -> String {
    var escaped = ""
    // A backquote opens bold only when another closes it.
    var backquotes = s.unicodeScalars.filter { $0 == "`" }.count / 2 * 2
    var bold = false
    for scalar in s.unicodeScalars {
      switch scalar {
      case "`" where backquotes > 0:
        backquotes -= 1
        escaped += bold ? "\\fR" : "\\fB"
        bold.toggle()
      case "\\": escaped += "\\e"
      case "-": escaped += "\\-"
      case _ where !scalar.isASCII: escaped += "\\[u" + String(format: "%04X", scalar.value) + "]"
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      line.hasPrefix(".") || line.hasPrefix("'") ? "\\&" + line : String(line)
    }.joined(separator: "\n")
  }

  static func lowercasedFirst<S: StringProtocol>(_ s: S) -> String { s.prefix(1).lowercased() + s.dropFirst() }
}
