import EarshotModel
import Foundation

/// An automated check of a page's own accessibility, run in the browser it is shown in: every
/// control has a name (from Chromium's accessibility tree), the landmarks are there and named,
/// headings go down one level at a time and, like table captions, are unique, every text colour
/// has enough contrast with what is behind it (WCAG 2.2 success criterion 1.4.3: 4.5:1, 3:1 for
/// large text) in light and in dark mode, and text in another script than the page's carries `lang`.
///
/// It checks what is rendered at the moment, so a caller puts the page in the states it wants
/// covered (a stop playing, a marker current) before running it.
public enum PageAccessibility {
  /// Every problem found, one line each; empty when the page passes.
  public static func problems(in browser: BrowserSession) throws -> [String] {
    var problems: [String] = []
    problems += try treeProblems(browser)
    for scheme in ["light", "dark"] {
      try browser.send("Emulation.setEmulatedMedia", ["features": [["name": "prefers-color-scheme", "value": .string(scheme)]]])
      let report = try browser.evaluate(script)
      if scheme == "light" { problems += documentProblems(report) }
      for item in report["contrast"]?.arrayValue ?? [] {
        let text = item["text"]?.stringValue ?? "", ratio = item["ratio"]?.numberValue ?? 0, needed = item["needed"]?.numberValue ?? 4.5
        problems.append("\(scheme) mode: \"\(text)\" has contrast \(String(format: "%.2f", ratio)):1, needs \(needed):1 "
                        + "(\(item["fg"]?.stringValue ?? "") on \(item["bg"]?.stringValue ?? ""))")
      }
    }
    try browser.send("Emulation.setEmulatedMedia", ["features": [["name": "prefers-color-scheme", "value": "light"]]])
    return problems
  }

  /// Names of controls and landmarks, from the browser's accessibility tree.
  static func treeProblems(_ browser: BrowserSession) throws -> [String] {
    let tree = try browser.send("Accessibility.getFullAXTree")
    var problems: [String] = []
    let controls: Set<String> = ["button", "link", "checkbox", "radio", "textbox", "slider", "combobox", "menuitem", "tab",
                                 "switch", "spinbutton", "searchbox", "listbox", "option"]
    let landmarks: Set<String> = ["banner", "main", "navigation", "region", "contentinfo", "complementary", "search", "form"]
    var seenLandmarks: [String: Int] = [:]
    for node in tree["nodes"]?.arrayValue ?? [] {
      if node["ignored"]?.boolValue == true { continue }
      let role = node["role"]?["value"]?.stringValue ?? ""
      let name = (node["name"]?["value"]?.stringValue ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
      if controls.contains(role), name.isEmpty {
        problems.append("a \(role) has no name (accessibility node \(node["backendDOMNodeId"]?.numberValue.map { String(Int($0)) } ?? "?"))")
      }
      if landmarks.contains(role) {
        if role == "region", name.isEmpty { problems.append("a region has no name") }
        seenLandmarks["\(role): \(name)", default: 0] += 1
      }
    }
    for required in ["banner", "main"] where !seenLandmarks.keys.contains(where: { $0.hasPrefix(required + ":") }) {
      problems.append("no \(required) landmark")
    }
    for (landmark, count) in seenLandmarks where count > 1 {
      problems.append("\(count) landmarks are the same \(landmark)")
    }
    return problems
  }

  /// Headings, captions and languages, from the DOM.
  static func documentProblems(_ report: JSONValue) -> [String] {
    var problems: [String] = []
    if report["lang"]?.stringValue?.isEmpty != false { problems.append("the page has no lang") }
    let headings = (report["headings"]?.arrayValue ?? []).map { (level: Int($0["level"]?.numberValue ?? 0), text: $0["text"]?.stringValue ?? "") }
    if headings.first?.level != 1 { problems.append("the first heading is not a level 1 heading") }
    if headings.filter({ $0.level == 1 }).count != 1 { problems.append("there is not exactly one level 1 heading") }
    for (a, b) in zip(headings, headings.dropFirst()) where b.level > a.level + 1 {
      problems.append("heading \"\(b.text)\" (level \(b.level)) follows \"\(a.text)\" (level \(a.level)): a level is skipped")
    }
    for (text, count) in counts(headings.map(\.text)) where count > 1 { problems.append("\(count) headings say \"\(text)\"") }
    let captions = (report["captions"]?.arrayValue ?? []).compactMap(\.stringValue)
    for (text, count) in counts(captions) where count > 1 { problems.append("\(count) table captions say \"\(text)\"") }
    for item in report["unmarkedLanguage"]?.arrayValue ?? [] {
      problems.append("\"\(item.stringValue ?? "")\" is in another script than the page's language but carries no lang")
    }
    for item in report["badLang"]?.arrayValue ?? [] { problems.append("lang=\"\(item.stringValue ?? "")\" is not a language tag") }
    return problems
  }

  private static func counts(_ texts: [String]) -> [(String, Int)] {
    var order: [String] = [], n: [String: Int] = [:]
    for t in texts {
      if n[t] == nil { order.append(t) }
      n[t, default: 0] += 1
    }
    return order.map { ($0, n[$0]!) }
  }

  /// Gathers headings, captions, languages and the contrast of every rendered text (HTML text
  /// against its composited backgrounds; SVG text against the shape drawn just before it).
  static let script = """
    (function () {
      function parse(c) {
        var m = /rgba?\\(([^)]+)\\)/.exec(c || '');
        if (!m) { return null; }
        var p = m[1].split(/[\\s,\\/]+/).filter(Boolean).map(Number);
        return { r: p[0], g: p[1], b: p[2], a: p.length > 3 ? p[3] : 1 };
      }
      function over(top, bottom) {
        var a = top.a;
        return { r: top.r * a + bottom.r * (1 - a), g: top.g * a + bottom.g * (1 - a), b: top.b * a + bottom.b * (1 - a), a: 1 };
      }
      function luminance(c) {
        function ch(v) { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); }
        return 0.2126 * ch(c.r) + 0.7152 * ch(c.g) + 0.0722 * ch(c.b);
      }
      function ratio(a, b) {
        var x = luminance(a), y = luminance(b);
        return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
      }
      function css(c) { return 'rgb(' + Math.round(c.r) + ', ' + Math.round(c.g) + ', ' + Math.round(c.b) + ')'; }
      function backdrop(element) {
        var chain = [];
        for (var e = element; e && e.nodeType === 1; e = e.parentElement) { chain.push(e); }
        var color = { r: 255, g: 255, b: 255, a: 1 };
        for (var i = chain.length - 1; i >= 0; i--) {
          var c = parse(getComputedStyle(chain[i]).backgroundColor);
          if (c && c.a > 0) { color = over(c, color); }
        }
        return color;
      }
      function shown(element) {
        if (!element.getClientRects().length) { return false; }
        for (var e = element; e; e = e.parentElement) {
          var s = getComputedStyle(e);
          if (s.visibility === 'hidden' || s.display === 'none') { return false; }
          if (e.classList && e.classList.contains('visually-hidden')) { return false; }
        }
        return true;
      }
      var contrast = [], unmarked = [], seen = {};
      var walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (var node = walker.nextNode(); node; node = walker.nextNode()) {
        var text = node.textContent.trim(), parent = node.parentElement;
        if (!text || !parent || ['SCRIPT', 'STYLE', 'TITLE', 'DESC'].indexOf(parent.tagName.toUpperCase()) >= 0) { continue; }
        var lang = (parent.closest('[lang]') || document.documentElement).getAttribute('lang') || '';
        if (/[\\u0370-\\u03FF\\u0400-\\u04FF\\u0590-\\u06FF\\u0E00-\\u0E7F\\u3040-\\u30FF\\u4E00-\\u9FFF\\uAC00-\\uD7AF]/.test(text) && /^en\\b/i.test(lang)) {
          unmarked.push(text.slice(0, 60));
        }
        if (!shown(parent)) { continue; }
        var style = getComputedStyle(parent), fg, bg;
        if (parent instanceof SVGElement) {
          // A line (tspan) of a text stands on the shape drawn just before its text element.
          var shape = (parent.closest('text') || parent).previousElementSibling;
          fg = parse(style.fill);
          bg = over(parse(shape ? getComputedStyle(shape).fill : 'rgb(255, 255, 255)') || { r: 255, g: 255, b: 255, a: 1 }, backdrop(parent.ownerSVGElement));
        } else {
          bg = backdrop(parent);
          fg = parse(style.color);
        }
        if (!fg) { continue; }
        fg = over(fg, bg);
        var size = parseFloat(style.fontSize), bold = parseInt(style.fontWeight, 10) >= 700;
        var needed = size >= 24 || (bold && size >= 18.66) ? 3 : 4.5;
        var r = ratio(fg, bg), key = css(fg) + ' on ' + css(bg);
        if (r < needed && !seen[key]) {
          seen[key] = true;
          contrast.push({ text: text.slice(0, 60), ratio: r, needed: needed, fg: css(fg), bg: css(bg) });
        }
      }
      var badLang = [];
      document.querySelectorAll('[lang]').forEach(function (e) {
        var l = e.getAttribute('lang');
        if (!/^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/.test(l)) { badLang.push(l); }
      });
      return {
        lang: document.documentElement.getAttribute('lang') || '',
        headings: Array.prototype.map.call(document.querySelectorAll('h1, h2, h3, h4, h5, h6'), function (h) {
          return { level: Number(h.tagName.slice(1)), text: h.textContent.trim() };
        }),
        captions: Array.prototype.map.call(document.querySelectorAll('caption'), function (c) { return c.textContent.trim(); }),
        contrast: contrast, unmarkedLanguage: unmarked, badLang: badLang
      };
    })()
    """
}
