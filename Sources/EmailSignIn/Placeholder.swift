// EmailSignIn: SPEC.md app; the module is being built (see issue 6).
