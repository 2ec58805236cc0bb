import Testing

@Test func loginModuleBuilds() {}
