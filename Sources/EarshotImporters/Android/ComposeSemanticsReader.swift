import EarshotModel

/// Reads a Jetpack Compose semantics tree printed by `printToLog(tag)` or `printToString()`
/// (androidx `compose/ui/ui-test/src/commonMain/kotlin/androidx/compose/ui/test/Output.kt` at
/// 221a95fd, `printToStringInner` and `appendConfigInfo`): `Node #N at (l=…, t=…, r=…, b=…)px`,
/// children after `|-` three columns further in, properties as `Name = 'value'`, properties without
/// a value gathered as `[Disabled, Heading]`, then `Actions = […]` and `MergeDescendants = 'true'`.
/// Logcat prefixes (`D/tag: `, threadtime, Android Studio's) are stripped wherever a line has one.
/// Each node becomes the `AccessibilityNodeInfo` Compose's accessibility delegate makes of it
/// (`ComposeNode`); docs/CAPTURE-FORMATS.md, "Compose semantics tree".
enum ComposeSemanticsReader {
  static let again = "print it again with printToLog or printToString and copy every line"

  static func read(text: String, report: ImportReport) throws(InputError) -> Document {
    var parser = Parser(lines: TextLines.split(text), report: report)
    let roots = try parser.parse()
    var elements: [Element] = []
    var order = ComposeOrder()
    for root in roots {
      // The root is the host: its own node holds the tree (`Node #1` in every printout).
      elements.append(ComposeNode.element(root, mergedPrint: !parser.unmerged, report: report, words: &order.words))
    }
    order.apply(roots: roots, to: &elements, report: report)
    order.words.report(to: report)
    report.warn("cannotCarry", at: nil, cannotCarry)
    return AndroidScreen.document(nodes: elements, size: nil, wholeScreen: false, report: report)
  }

  static let cannotCarry = "a Compose semantics printout does not record collection sizes or positions (it prints CollectionInfo as an object name), hints or the screen's density, and a merged node's texts without saying which node each came from"

  /// Whether `text` is a Compose printout: its heading, or a node line near the start.
  static func looksLikePrintout(_ text: String) -> Bool {
    let head = text.prefix(65_536)
    if head.contains("Printing with useUnmergedTree = '") { return true }
    return TextLines.split(String(head)).prefix(50).contains { line in
      guard let at = line.range(of: "Node #") else { return false }
      return line[at.upperBound...].contains(" at (l=")
    }
  }

  // MARK: - Lines

  /// One node as printed.
  struct PrintedNode {
    var id: String
    var line: Int
    var frame: Frame?
    var tag: String?
    /// `Name = 'value'` properties, by name, values as printed.
    var properties: [String: String] = [:]
    /// The properties printed without a value (`[Disabled, Heading]`).
    var units: Set<String> = []
    var actions: [String] = []
    var merges = false
    var children: [PrintedNode] = []
    /// In a printout that lost its indentation, what the marks before its lines say
    /// (`ComposeFlatNesting`); nil where they are not marks.
    var marks: ComposeFlatNesting.Marks?

    var place: String { "line \(line)" }
  }

  /// What one line of a printout is.
  enum LineKind {
    case printToLog
    case header(unmerged: Bool)
    /// A node: the column of its `|-` (nil for a root), its rest after `Node #`, and whether it is
    /// numbered `1) ` (a collection printed by `printToString`).
    case node(branch: Int?, rest: Substring)
    case property(name: Substring, value: Substring)
    case units([Substring])
    case children
    case empty
  }

  struct Parser {
    let lines: [Substring]
    let report: ImportReport
    /// The logcat prefix of the printout's heading line, when the printout was logged.
    var prefix: Substring = "" {
      didSet { tag = Self.tag(of: prefix) }
    }
    /// The logcat tag that ends the prefix (`checkout: ` of `08-31 10:00:00.100  4242  4242
    /// D checkout: `), found again on lines whose timestamps differ.
    private(set) var tag: Substring = ""
    var skipped = 0
    /// Whether the printout is of the unmerged tree (`useUnmergedTree = 'true'`).
    var unmerged = false

    init(lines: [Substring], report: ImportReport) {
      self.lines = lines
      self.report = report
    }

    /// What follows the prefix's last space or slash that has a letter after it.
    static func tag(of prefix: Substring) -> Substring {
      guard let letter = prefix.lastIndex(where: \.isLetter) else { return prefix }
      guard let separator = prefix[..<letter].lastIndex(where: { $0 == " " || $0 == "/" }) else { return prefix }
      return prefix[prefix.index(after: separator)...]
    }

    /// A line without the logcat prefix it has (the continuation of a text that holds a line break).
    func withoutPrefix(_ line: Substring) -> Substring {
      if prefix.isEmpty { return line }
      if line.hasPrefix(prefix) { return line.dropFirst(prefix.count) }
      if !tag.isEmpty, let at = line.prefix(prefix.count + 16).range(of: tag) { return line[at.upperBound...] }
      return line
    }

    /// The message of a line: after the printout's own prefix, or after another logcat prefix
    /// (timestamps change from line to line) when what follows reads as a printout line.
    func message(_ line: Substring) -> (text: Substring, kind: LineKind)? {
      if !prefix.isEmpty, line.hasPrefix(prefix) {
        let text = line.dropFirst(prefix.count)
        return Self.kind(text).map { (text, $0) }
      }
      // Each way of reading the line looks at its start, so trying after every ": " of a long line
      // costs the line's length, not its square; where the last " = " is is found once.
      let lastEquals = line.utf8.count >= 3 ? Self.lastEquals(in: line) : nil
      if let kind = Self.kind(line, lastEquals: lastEquals) { return (line, kind) }
      var rest = line[...]
      while let colon = rest.firstRange(of: ": ") {
        let text = line[colon.upperBound...]
        if let kind = Self.kind(text, lastEquals: lastEquals) { return (text, kind) }
        rest = line[colon.upperBound...]
      }
      return nil
    }

    /// Where the last " = " of `line` starts.
    static func lastEquals(in line: Substring) -> String.Index? {
      let bytes = line.utf8
      var at = bytes.endIndex
      while at > bytes.startIndex {
        at = bytes.index(before: at)
        guard bytes[at] == UInt8(ascii: "="), at > bytes.startIndex, bytes[bytes.index(before: at)] == UInt8(ascii: " ") else { continue }
        let after = bytes.index(after: at)
        if after < bytes.endIndex, bytes[after] == UInt8(ascii: " ") { return bytes.index(before: at) }
      }
      return nil
    }

    /// What `text` is, `lastEquals` being where the last " = " of its line starts.
    static func kind(_ text: Substring, lastEquals: String.Index? = nil) -> LineKind? {
      let trimmed = text.drop { $0 == " " || $0 == "|" }
      if text.hasSuffix("printToLog:"), text.trimmingPrefix(while: { $0 == " " }) == "printToLog:" { return .printToLog }
      if text.hasPrefix("Printing with useUnmergedTree = '") { return .header(unmerged: text.contains("'true'")) }
      if text == "There were 0 nodes found!" { return .empty }
      // "Node #" after nothing, a branch (`  |  |-`) or a number (`1) `): the first "Node #" of the
      // text is there when the text starts with only those characters before it.
      let lead = text.prefix { $0 == " " || $0 == "|" || $0 == "-" || $0 == ")" || $0.isNumber }
      if text[lead.endIndex...].hasPrefix("Node #") {
        let before = lead, after = text[text.index(lead.endIndex, offsetBy: 6)...]
        if before.isEmpty { return .node(branch: nil, rest: after) }
        if before.hasSuffix("|-"), before.dropLast(2).allSatisfy({ $0 == " " || $0 == "|" }) {
          return .node(branch: before.count - 2, rest: after)
        }
        // `printToString` of several nodes numbers them: `1) Node #3 …`.
        if before.hasSuffix(") "), before.dropLast(2).allSatisfy(\.isNumber), before.count > 2 { return .node(branch: nil, rest: after) }
        // Else "Node #" is inside a value (`Text = '[Node #5]'`).
      }
      if trimmed.hasPrefix("Has "), trimmed.hasSuffix("child") || trimmed.hasSuffix("children") || trimmed.hasSuffix("sibling") || trimmed.hasSuffix("siblings") {
        return .children
      }
      if trimmed.hasPrefix("["), trimmed.hasSuffix("]") {
        let holdsEquals = lastEquals.map { $0 >= trimmed.startIndex && $0 < trimmed.endIndex } ?? trimmed.contains(" = ")
        if !holdsEquals { return .units(trimmed.dropFirst().dropLast().split(separator: ",").map { $0.trimmingPrefix(while: { $0 == " " }) }) }
      }
      // `Name = value`: a name of letters, digits and underscores, starting with a letter.
      let name = trimmed.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      guard let first = name.first, first.isLetter, trimmed[name.endIndex...].hasPrefix(" = ") else { return nil }
      return .property(name: name, value: trimmed[trimmed.index(name.endIndex, offsetBy: 3)...])
    }

    /// The printed trees of the first printout (one, or several numbered ones).
    mutating func parse() throws(InputError) -> [PrintedNode] {
      guard let start = lines.firstIndex(where: { $0.contains("Printing with useUnmergedTree = '") || ($0.contains("Node #") && $0.contains(" at (l=")) }) else {
        throw report.error(at: nil, "no Compose semantics nodes found; expected the output of printToLog or printToString (\"Printing with useUnmergedTree = …\" and \"Node #1 at (l=…)px\" lines)")
      }
      if let heading = lines[start].range(of: "Printing with useUnmergedTree = '") {
        prefix = lines[start][..<heading.lowerBound]
      } else if let node = lines[start].range(of: "Node #") {
        prefix = lines[start][..<node.lowerBound]
        if prefix.allSatisfy({ $0 == " " || $0 == "|" || $0 == "-" }) { prefix = "" }
      }
      var roots: [PrintedNode] = []
      // The open nodes, outermost first, with their depth.
      var stack: [(depth: Int, node: PrintedNode)] = []
      /// The line of the first node printed without its indentation, and whether every such
      /// node's marks could be read.
      var flat: Int?
      var marksRead = true
      var sawHeading = false
      /// A property whose quoted value goes on past its line: its name and what was read.
      var open: (name: String, value: String)?
      func close(to depth: Int) {
        while let last = stack.last, last.depth >= depth {
          let done = stack.removeLast().node
          if stack.isEmpty { roots.append(done) } else { stack[stack.count - 1].node.children.append(done) }
        }
      }
      var i = start
      loop: while i < lines.count {
        let number = i + 1
        let line = lines[i]
        i += 1
        if var value = open {
          // A text with a line break in it: Kotlin's toString does not escape it.
          let text = withoutPrefix(line)
          value.value += "\n" + text
          if text.hasSuffix("'") {
            stack[stack.count - 1].node.properties[value.name] = String(value.value.dropLast())
            open = nil
          } else {
            open = value
          }
          continue
        }
        if line.allSatisfy(\.isWhitespace) { continue }
        guard let (text, kind) = message(line) else {
          if !prefix.isEmpty, !line.hasPrefix(prefix) {
            skipped += 1  // another log line between the printout's
            continue
          }
          throw report.error(at: "line \(number), column 1", "not a line of a Compose semantics printout (expected \"Node #…\", \"Name = '…'\" or \"[…]\"); \(again)")
        }
        let column = line.count - text.count + 1
        switch kind {
        case .printToLog:
          if sawHeading || !stack.isEmpty || !roots.isEmpty {
            report.warn("morePrintouts", at: "line \(number)", "another printout starts here; only the first is read (give each printout a file of its own)")
            break loop
          }
        case .header(let unmerged):
          if sawHeading || !stack.isEmpty || !roots.isEmpty {
            report.warn("morePrintouts", at: "line \(number)", "another printout starts here; only the first is read (give each printout a file of its own)")
            break loop
          }
          sawHeading = true
          self.unmerged = unmerged
          if unmerged { report.warn("unmerged", at: "line \(number)", "this is the unmerged tree (useUnmergedTree = 'true'): every node is read as TalkBack's node tree has it, and what a merging node says is in its children") }
        case .empty:
          throw report.error(at: "line \(number)", "the capture is empty: the printout found no nodes (print again once the screen is composed)")
        case .children:
          report.warn("maxDepth", at: "line \(number)", "the printout stops here (printToLog's maxDepth): the nodes below are not printed, so they are not read")
        case .node(let branch, let rest):
          var node = try Self.node(rest, line: number, column: column + text.count - rest.count, report: report)
          var depth = 0
          if let branch {
            if branch == 0 || flat != nil {
              // `|-Node` at column 0: the printout lost its leading spaces (pasted, trimmed). Read
              // flat, all held by the first, then nested by the marks left (below).
              if flat == nil { flat = number }
              node.marks = ComposeFlatNesting.nodeMarks(text.prefix { $0 == " " || $0 == "|" || $0 == "-" })
              if node.marks == nil { marksRead = false }
              depth = 1
            } else {
              guard (branch - 1) % 3 == 0 else {
                throw report.error(at: "line \(number), column \(column + branch)", "a node's \"|-\" lies between the columns of two nesting levels (1, 4, 7…); the indentation is damaged; \(again)")
              }
              depth = (branch - 1) / 3 + 1
            }
          } else if !stack.isEmpty || !roots.isEmpty {
            if !text.first!.isNumber {
              report.warn("morePrintouts", at: "line \(number)", "another printout starts here; only the first is read (give each printout a file of its own)")
              break loop
            }
          }
          guard depth < InputLimits.elementDepth else {
            throw report.error(at: "line \(number)", "nodes are nested more than \(InputLimits.elementDepth) levels deep here, deeper than any app's screen; Earshot reads at most \(InputLimits.elementDepth)")
          }
          close(to: depth)
          if depth > 0 {
            guard let parent = stack.last, parent.depth == depth - 1 else {
              throw report.error(at: "line \(number), column \(column + (branch ?? 0))", stack.isEmpty
                ? "a child node with no node above it; the printout is cut at its start (\(again))"
                : "this node is indented \(depth - (stack.last!.depth) ) levels below the node above it; the indentation is damaged; \(again)")
            }
          }
          stack.append((depth, node))
        case .property(let name, let value):
          guard !stack.isEmpty else {
            throw report.error(at: "line \(number), column \(column + text.distance(from: text.startIndex, to: name.startIndex))", "a property before any node; the printout is cut at its start (\(again))")
          }
          if flat != nil { readMarks(text, into: &stack[stack.count - 1].node) }
          if name == "Actions" {
            stack[stack.count - 1].node.actions = value.dropFirst().dropLast().split(separator: ",").map { String($0.trimmingPrefix(while: { $0 == " " })) }
          } else if name == "MergeDescendants" {
            stack[stack.count - 1].node.merges = value == "'true'"
          } else if value.hasPrefix("'"), value.count >= 2, value.hasSuffix("'") {
            stack[stack.count - 1].node.properties[String(name)] = String(value.dropFirst().dropLast())
          } else if value.hasPrefix("'") {
            open = (String(name), String(value.dropFirst()))
          } else {
            stack[stack.count - 1].node.properties[String(name)] = String(value)
          }
        case .units(let names):
          guard !stack.isEmpty else {
            throw report.error(at: "line \(number), column \(column)", "a property before any node; the printout is cut at its start (\(again))")
          }
          if flat != nil { readMarks(text, into: &stack[stack.count - 1].node) }
          stack[stack.count - 1].node.units.formUnion(names.map(String.init))
        }
      }
      if let open {
        throw report.error(at: "line \(lines.count)", "the value of \(open.name) has no closing quote: the printout is cut short (\(again))")
      }
      close(to: 0)
      if let flat { nest(&roots, at: flat, marksRead: marksRead) }
      if skipped > 0 {
        report.warn("otherLogLines", at: nil, "\(skipped) line\(skipped == 1 ? "" : "s") of other log output between the printout's were skipped")
      }
      guard !roots.isEmpty else {
        throw report.error(at: "line \(start + 1)", "the capture is empty: no nodes follow the heading (print again once the screen is composed)")
      }
      return roots
    }

    /// The marks before a flat printout's first property line of `node` (the first says them all).
    func readMarks(_ text: Substring, into node: inout PrintedNode) {
      guard node.marks != nil, node.marks?.properties == nil else { return }
      node.marks?.properties = ComposeFlatNesting.levels(text.prefix { $0 == " " || $0 == "|" })
      if node.marks?.properties == nil { node.marks = nil }
    }

    /// A printout read flat (its first node line without indentation at `line`) nested again by
    /// its marks, when they can be read and agree with one nesting; else left flat.
    func nest(_ roots: inout [PrintedNode], at line: Int, marksRead: Bool) {
      let flat = roots.count == 1 ? roots[0].children : []
      let marks = flat.compactMap(\.marks)
      if marksRead, !flat.isEmpty, marks.count == flat.count, UnverifiedMapping.composeFlatTakesDeepestNesting,
        let depths = ComposeFlatNesting.depths([ComposeFlatNesting.Marks(ancestors: [], visible: 0, properties: [])] + marks) {
        roots[0].children = ComposeFlatNesting.nest(flat, depths: Array(depths.dropFirst()))
        report.warn("noIndentation", at: "line \(line)", "the printout's indentation is lost (its lines start at column 0); which node holds which is read from the \"|\" marks left before its lines, and where they allow either, a node printed without properties is taken to hold the node after it")
      } else {
        report.warn("noIndentation", at: "line \(line)", "the printout's indentation is lost (its lines start at column 0), so which node holds which cannot be read; its nodes are read in the order printed, all held by the first")
      }
    }

    /// `3 at (l=0.0, t=283.0, r=1080.0, b=2337.0)px, Tag: 'feed'` after `Node #`, which starts at `column`.
    static func node(_ rest: Substring, line: Int, column: Int, report: ImportReport) throws(InputError) -> PrintedNode {
      let id = rest.prefix { $0.isNumber || $0 == "-" }
      guard !id.isEmpty, let open = rest.range(of: " at (l="), let close = rest.range(of: ")px") else {
        throw report.error(at: "line \(line), column \(column)", "a node line without its bounds (\"Node #N at (l=…, t=…, r=…, b=…)px\"); \(again)")
      }
      var node = PrintedNode(id: String(id), line: line)
      let numbers = rest[open.upperBound..<close.lowerBound].split(separator: ",").map { part in
        Double(part.drop { $0 == " " || $0 == "l" || $0 == "t" || $0 == "r" || $0 == "b" || $0 == "=" })
      }
      if numbers.count == 4, let l = numbers[0], let t = numbers[1], let r = numbers[2], let b = numbers[3] {
        node.frame = Frame.checked(x: l, y: t, width: r - l, height: b - t)?.withoutNegativeSize
        if node.frame == nil { report.warnBadFrame(at: "line \(line)") }
      } else {
        throw report.error(at: "line \(line), column \(column + rest.distance(from: rest.startIndex, to: open.upperBound))", "the bounds are not four numbers (l=…, t=…, r=…, b=…); \(again)")
      }
      if let tag = rest[close.upperBound...].range(of: ", Tag: '") {
        node.tag = String(rest[tag.upperBound...].dropLast(rest.hasSuffix("'") ? 1 : 0))
      }
      return node
    }
  }
}

extension ComposeSemanticsReader: CaptureReader {
  static let id = "compose"
  static let name = "Compose semantics tree"
  static let expected = "a Jetpack Compose semantics tree (printToLog or printToString text)"
  static let gaps: SourceGaps = [
    .collections: "a Compose printout prints CollectionInfo as an object name, without its size",
    .hints: "Compose has no hint property",
    .density: "a Compose printout does not record the screen's density",
    .effects: CaptureReaders.noEffects,
  ]

  static func recognises(_ input: CaptureInput) -> Recognition {
    switch input.content {
    case .text(let text, _): return looksLikePrintout(text) ? .yes : .no
    case .json: return input.wrappedString.map(looksLikePrintout) == true ? .yes : .no
    default: return .no
    }
  }

  static func read(_ input: CaptureInput, report: ImportReport) throws(InputError) -> Document {
    try read(text: input.unwrapped(noting: report) ?? input.text, report: report)
  }
}

extension CaptureFormat {
  public static let compose = CaptureFormat(ComposeSemanticsReader.self)
}
