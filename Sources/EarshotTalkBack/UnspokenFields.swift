import EarshotModel

extension TalkBack {
  /// The fields a document sets that TalkBack never speaks, each a warning naming the field, the
  /// element and why, said when the document is read: an explicit field dropped in silence misleads
  /// whoever wrote it (the audit's android-editable-description finds the same field, as a
  /// practice to change, only when the audit runs).
  ///
  /// A text field holding text speaks its text and not its content description (google/talkback@26a27dc
  /// `EditTextDescription.java:103-115`); a password field speaks the description in place of
  /// what is typed, so it is heard there.
  public static func unspokenFields(in document: Document, file: String?) -> [Diagnostic] {
    var out: [Diagnostic] = []
    // Elements are read where the document holds them: a copy of each retains all its fields.
    func visit(_ siblings: [Element], _ k: Int) {
      check(siblings, k)
      let children = siblings[k].children
      for i in children.indices { visit(children, i) }
    }
    func check(_ siblings: [Element], _ k: Int) {
      guard let description = siblings[k].contentDescription, Self.hasNonBlank(description) else { return }
      let e = siblings[k]
      guard let text = e.text, !text.isEmpty, e.password != true,
            TalkBackRole.of(className: e.className, clickable: e.clickable == true, enabled: e.enabled ?? true,
                            editable: e.editable == true, rangeInfo: e.rangeInfo, collectionInfo: e.collectionInfo) == .editText
      else { return }
      out.append(Diagnostic(.warning, file: file, place: e.path.isEmpty ? nil : e.path + ".contentDescription",
        "TalkBack does not speak this content description: a text field holding text (\"\(UserText.quoted(text, limit: 40))\") speaks the text in its place, so \"\(UserText.quoted(description))\" is never heard (google/talkback@26a27dc EditTextDescription.java:103-115); label the field with android:hint or a label view (android:labelFor) instead"))
    }
    for screen in document.screens where screen.platform == .android { visit([screen.root], 0) }
    return out
  }

  /// Whether `text` holds something other than `CharacterSet.whitespaces`: text that starts with
  /// an ASCII character other than a space or a tab does, found without Foundation's trimming.
  static func hasNonBlank(_ text: String) -> Bool {
    if let first = text.utf8.first, first < 0x80, first != 0x20, first != 0x09 { return true }
    return !text.trimmingCharacters(in: .whitespaces).isEmpty
  }
}
