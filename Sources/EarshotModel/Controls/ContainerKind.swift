/// A container VoiceOver can announce on entry or jump between with the Containers rotor: one a
/// standard control forms (a tab bar, an alert), one a `containerType` declares, or a group.
public enum ContainerKind: String, Sendable, Hashable {
  case semanticGroup, list, landmark, dataTable, tabBar, segmentedControl, alert, stepper, group
}
