/// A name of the wire protocol's vocabulary sent as a JSON string — a message's type, a patch's operation, an event's
/// name, a history mode, an error's code, an accessibility attribute: plain ASCII that needs no escape, so
/// `JSONWriter` copies it between quotes without the scan an arbitrary string gets. `JSONWriterTests.wireNames` lists
/// every conforming enum and checks each case; a new conformer goes there too.
protocol WireName: RawRepresentable, CaseIterable where RawValue == String {}

extension WireProtocol.MessageType: WireName {}
extension WireProtocol.PatchOperation: WireName {}
extension ClientMessage.EventName: WireName {}
extension ProtocolError.Code: WireName {}
extension HistoryMode: WireName {}
extension AccessibilityAttribute: WireName {}
extension PageVisibility: WireName {}
