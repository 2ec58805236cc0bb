import Testing

@Test func dutchPayModuleBuilds() {}
