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
    for screen in document.screens where screen.platform == .android {
      var pending = [screen.root]
      while let e = pending.popLast() {
        pending.append(contentsOf: e.children.reversed())
        guard let description = e.contentDescription, !description.trimmingCharacters(in: .whitespaces).isEmpty,
              let text = e.text, !text.isEmpty, e.password != true,
              TalkBackRole.of(className: e.className, clickable: e.clickable == true, enabled: e.enabled ?? true,
                              editable: e.editable == true, rangeInfo: e.rangeInfo, collectionInfo: e.collectionInfo) == .editText
        else { continue }
        out.append(Diagnostic(.warning, file: file, place: e.path.isEmpty ? nil : e.path + ".contentDescription",
          "TalkBack does not speak this content description: a text field holding text (\"\(UserText.quoted(text, limit: 40))\") speaks the text in its place, so \"\(UserText.quoted(description))\" is never heard (google/talkback@26a27dc EditTextDescription.java:103-115); label the field with android:hint or a label view (android:labelFor) instead"))
      }
    }
    return out
  }
}
