import EarshotEngine
import EarshotModel

/// Reaching a target by pointing at it: what is left when item scanning or Voice Control's names
/// and numbers cannot reach something a tap would work on (a gesture on a view that is not an
/// accessibility element, an element marked as not responding to user interaction). Switch
/// Control's point scanning and Voice Control's grid tap a place on the screen; VoiceOver and the
/// keyboard have nothing like it.
public struct Pointing: Hashable, Sendable {
  /// Switch Control: the switch presses.
  public var presses: Int?
  /// Voice Control: the spoken commands.
  public var commands: Int?
  /// Seconds, where the technology sets the pace (Switch Control).
  public var seconds: Double?
  /// The route in words.
  public var how: String

  public init(presses: Int? = nil, commands: Int? = nil, seconds: Double? = nil, how: String) {
    self.presses = presses
    self.commands = commands
    self.seconds = seconds
    self.how = how
  }
}

public enum PointingReach {
  /// Where a tap on `target` would land, when a tap does something there: the frame of a view
  /// with a tap gesture, or of an element that activates. Nil for a custom action (a tap cannot
  /// perform one), a dimmed element, or an element without a frame inside the screen.
  static func frame(of target: ReachTarget, in screen: ReachScreen) -> Frame? {
    let frame: Frame?
    switch target.kind {
    case .action:
      return nil
    case .touchOnly:
      frame = screen.context.element(path: target.path)?.frame
    case .element(let stop):
      guard !screen.isDimmed(stop), screen.activates(stop) else { return nil }
      frame = screen.entries[stop].stop.element.frame
    }
    guard let frame, !frame.isEmpty else { return nil }
    let bounds = screenBounds(screen)
    let (x, y) = (frame.x + frame.width / 2, frame.y + frame.height / 2)
    return bounds.contains(x: x, y: y) ? frame : nil
  }

  /// The device's screen in points: the document's `size`, else the device's usual size.
  static func screenBounds(_ screen: ReachScreen) -> Frame {
    let s = screen.context.screen
    if let size = s.size, size.count == 2, size[0] > 0, size[1] > 0 { return Frame(x: 0, y: 0, width: size[0], height: size[1]) }
    return s.device == .iPad ? Frame(x: 0, y: 0, width: 820, height: 1180) : Frame(x: 0, y: 0, width: 390, height: 844)
  }

  /// Switch Control's point scanning (Apple's guides: choose Point Mode from the scanner menu; press
  /// when the item is inside the broad band, again when the fine line is on it; the same across;
  /// the scanner menu opens at the point, Tap first): a press for the scanner menu, Point Mode,
  /// four presses for the two sweeps, then Tap. The band reaches the item's centre in its share of
  /// the sweep; the fine line takes half its crossing (where in the band is not known).
  public static func switchControl(_ target: ReachTarget, in screen: ReachScreen, settings: SwitchControlSettings) -> Pointing? {
    guard let frame = frame(of: target, in: screen) else { return nil }
    let bounds = screenBounds(screen), g = settings.gliding
    let down = (frame.y + frame.height / 2) / bounds.height, across = (frame.x + frame.width / 2) / bounds.width
    var presses = 1 + settings.presses(toSelect: g.pointModeMenuItem) + 4
    var seconds = settings.reactionTime + settings.secondsToSelect(g.pointModeMenuItem)
    for share in [down, across] { seconds += share * g.sweepSeconds + settings.reactionTime + g.fineSeconds / 2 + settings.reactionTime }
    var how = "press for the scanner menu, choose Point Mode (its \(ordinal(g.pointModeMenuItem + 1)) item), "
      + "press as the band and then the fine line reach it down the screen (\(percent(down)) of the way) and across (\(percent(across))), "
    if let autoTap = settings.autoTap {
      seconds += autoTap
      how += "then wait \(SwitchControlSettings.format(autoTap)) s for Auto Tap"
    } else {
      presses += settings.presses(toSelect: 0)
      seconds += settings.secondsToSelect(0)
      how += "then Tap in the scanner menu"
    }
    return Pointing(presses: presses, seconds: seconds, how: "point scanning: " + how)
  }

  /// Voice Control's grid ("Show grid"; Apple's guide: say a number to zoom into that part of the
  /// grid, "Tap" and a number to tap it): the grid of `gridColumns` × `gridRows` cells over the
  /// screen, zoomed into the cell holding the target's centre until the cell's own centre is on the
  /// target, then "Tap N". With the Numbered Grid overlay the grid is always shown.
  static func voiceControl(_ target: ReachTarget, in screen: ReachScreen, settings: VoiceControlSettings) -> Pointing? {
    guard let frame = frame(of: target, in: screen) else { return nil }
    let (x, y) = (frame.x + frame.width / 2, frame.y + frame.height / 2)
    var region = screenBounds(screen)
    var commands: [String] = settings.overlay == .numberedGrid ? [] : ["\u{201C}Show grid\u{201D}"]
    for zoom in 0... {
      let w = region.width / Double(settings.gridColumns), h = region.height / Double(settings.gridRows)
      let column = min(settings.gridColumns - 1, max(0, Int((x - region.x) / w)))
      let row = min(settings.gridRows - 1, max(0, Int((y - region.y) / h)))
      let cell = Frame(x: region.x + Double(column) * w, y: region.y + Double(row) * h, width: w, height: h)
      let number = row * settings.gridColumns + column + 1
      if frame.contains(x: cell.x + w / 2, y: cell.y + h / 2) || zoom >= ReachUnverified.voiceControlGridZooms {
        commands.append("\u{201C}Tap \(number)\u{201D}")
        break
      }
      commands.append("\u{201C}\(number)\u{201D} (zoom in)")
      region = cell
    }
    return Pointing(commands: commands.count, how: "the grid: " + commands.joined(separator: ", then "))
  }

  private static func percent(_ share: Double) -> String { "\(Int((share * 100).rounded())) %" }
}
