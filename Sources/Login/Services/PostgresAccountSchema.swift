import PostgresStorage

/// The account store's tables on PostgreSQL: the same tables and columns as `SQLiteAccountStore`'s migrations
/// (unquoted names, folded to lower case by the server), emails unique, failure times in seconds since 1970.
enum PostgresAccountSchema {
    /// The migrations, in order.
    static let migrations = [
        PostgresMigration("login.createAccount", [
            """
            CREATE TABLE account (
                id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
                email text NOT NULL UNIQUE,
                passwordHash text NOT NULL
            )
            """,
        ]),
        PostgresMigration("login.createLoginFailure", [
            """
            CREATE TABLE loginFailure (
                id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
                key text NOT NULL,
                time double precision NOT NULL
            )
            """,
            "CREATE INDEX loginFailure_key_time ON loginFailure (key, time)",
            "CREATE INDEX loginFailure_time ON loginFailure (time)",
        ]),
    ]
}
