import Testing

@Test func emailSignInModuleBuilds() {}
