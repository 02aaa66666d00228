import EarshotModel
import EarshotTalkBack
import Testing

/// TalkBack's screen finds each role's word by the role's place in its declaration.
@Suite struct TalkBackRoleIndexTests {
  @Test func rolesIndexInDeclarationOrder() {
    #expect(MemoryLayout<TalkBackRole>.size == 1)
    for (i, role) in TalkBackRole.allCases.enumerated() { #expect(role.caseIndex == i, "\(role)") }
  }
}
