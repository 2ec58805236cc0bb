import ArgumentParser

/// Which `QuoteServiceType` the Quote app uses: `--quote-service http|offline`.
enum QuoteServiceChoice: String, CaseIterable, Sendable, ExpressibleByArgument {
    /// The HTTP service, against the stand-in or `--api-base-url`.
    case http
    /// The offline service: a bundled list after a random delay.
    case offline
}
