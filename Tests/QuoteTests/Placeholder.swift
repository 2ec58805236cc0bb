import Testing

@Test func quoteModuleBuilds() {}
