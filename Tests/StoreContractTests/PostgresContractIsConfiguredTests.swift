import Testing

/// Makes the PostgreSQL half of the contract visible: skipped with the reason when no test server is named, and a
/// failure under CI, so the suite never passes there without having run against PostgreSQL.
@Suite struct PostgresContractIsConfiguredTests {
    @Test(.enabled(if: StoreBackend.postgresURL != nil || StoreBackend.isCI,
                   "PostgreSQL contract skipped: set BINDERY_TEST_POSTGRES_URL (scripts/postgres start prints it)"))
    func theTestServerIsNamed() {
        #expect(StoreBackend.postgresURL != nil,
                "CI=true but BINDERY_TEST_POSTGRES_URL is not set (or not a postgres:// URL): the PostgreSQL contract did not run")
    }
}
