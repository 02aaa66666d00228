import EarshotModel

/// One list of effects a shown element runs (on activation, in a custom action, …) and what it
/// does: what the notification rules walk.
public struct EffectList: Sendable {
  public let element: Element
  /// Where the list sits in the element (`onActivate`, `customActions[1]`).
  public let place: String
  public let facts: EffectFacts

  /// Where the list sits, for messages ("activating it").
  public var when: String { EffectFacts.placeName(place, of: element) }
}

extension ScreenContext {
  /// Every list of effects the shown elements run, in document order, with what each does.
  public var shownEffectLists: [EffectList] {
    elementsWithEffects.flatMap { k in
      let e = elements[k]
      return Self.effectLists(of: e).map { EffectList(element: e, place: $0.place, facts: EffectFacts($0.effects, owner: e.id)) }
    }
  }
}

/// What one list of effects does, as the notification rules see it.
public struct EffectFacts: Sendable {
  /// Elements made visible (`set … hidden: false`), other than the element itself.
  public var revealed: [String] = []
  public var announcements: [String] = []
  /// Where focus is moved by `layoutChanged`.
  public var focusTargets: [String] = []
  public var screenChanges: [String] = []
  public var dismisses = false

  init(_ effects: [Effect], owner: String?) {
    for effect in effects {
      switch effect {
      case .set(let change) where change.state.hidden == false && change.id != owner: revealed.append(change.id)
      case .announce(let text, _, _): announcements.append(text)
      case .layoutChanged(let id?): focusTargets.append(id)
      case .screenChanged(let screen, _): screenChanges.append(screen)
      case .dismiss: dismisses = true
      default: break
      }
    }
  }

  /// Whether focus goes somewhere new: moved with layoutChanged, or a new screen.
  public var movesFocus: Bool { !focusTargets.isEmpty || !screenChanges.isEmpty || dismisses }

  /// Where an effect list sits, for messages: "on activation", "in the custom action "Delete"".
  static func placeName(_ place: String, of e: Element) -> String {
    if place == "onActivate" { return "activating it" }
    if place == "onExpand" { return "expanding it" }
    if place == "onCollapse" { return "collapsing it" }
    if place == "onEscape" { return "the escape gesture" }
    if place == "onMagicTap" { return "the magic tap" }
    if place.hasPrefix("customActions["), let i = Int(place.dropFirst("customActions[".count).dropLast()), e.customActions.indices.contains(i) {
      return "its custom action \"\(e.customActions[i].name)\""
    }
    return place
  }
}
