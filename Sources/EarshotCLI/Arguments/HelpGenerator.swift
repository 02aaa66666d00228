/// Help and usage text, generated only from a command's `CommandSpec`.
public enum HelpGenerator {
  public static func usage(_ spec: CommandSpec) -> String {
    var parts = ["earshot", spec.name]
    for argument in spec.arguments {
      var text = argument.name + (argument.repeating ? "..." : "")
      if argument.optional { text = "[\(text)]" }
      parts.append(text)
    }
    for option in spec.options where option.name != "--help" {
      parts.append(option.isFlag ? "[\(option.name)]" : "[\(option.name) \(option.valueName!)]")
    }
    return parts.joined(separator: " ")
  }

  public static func help(_ spec: CommandSpec) -> String {
    var out = "OVERVIEW: \(spec.abstract)\n"
    if let discussion = spec.discussion { out += "\n\(discussion)\n" }
    out += "\nUSAGE: \(usage(spec))\n"
    if !spec.arguments.isEmpty {
      out += "\nARGUMENTS:\n"
      for argument in spec.arguments { out += row(argument.name, argument.help) }
    }
    out += "\nOPTIONS:\n"
    for option in spec.options { out += row(label(option), fullHelp(option)) }
    out += "\nEXAMPLES:\n"
    for example in spec.examples { out += "  \(example)\n" }
    return out
  }

  /// `-o, --output OUT`: how help and the manual name an option.
  static func label(_ option: OptionSpec) -> String {
    var name = option.short.map { "-\($0), " } ?? ""
    name += option.name
    if let value = option.valueName { name += " \(value)" }
    return name
  }

  /// The option's help with its accepted values and default.
  static func fullHelp(_ option: OptionSpec) -> String {
    var help = option.help
    if let choices = option.choices, option.valueName != choices.joined(separator: "|") {
      help += " One of: \(choices.joined(separator: ", "))."
    }
    if let d = option.defaultValue { help += " (default: \(d))" }
    return help
  }

  static func row(_ name: String, _ help: String) -> String {
    let width = 26
    let wrapped = wrap(help, width: 78 - width)
    // At least two spaces between a name and its help, as swift-argument-parser leaves; a longer
    // name has its help on the next line.
    let pad = name.count <= width - 4 ? String(repeating: " ", count: width - 2 - name.count) : "\n" + String(repeating: " ", count: width)
    var out = "  \(name)\(pad)\(wrapped[0])\n"
    for line in wrapped.dropFirst() { out += String(repeating: " ", count: width) + line + "\n" }
    return out
  }

  static func wrap(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if !line.isEmpty, line.count + 1 + word.count > width {
        lines.append(line)
        line = ""
      }
      line += (line.isEmpty ? "" : " ") + word
    }
    lines.append(line)
    return lines
  }
}
