import PostgresStorage

/// The game record's table on PostgreSQL: one row (id 1) with the stage and the two streaks, each checked by the
/// server (a stage from 1, streaks from 0).
enum PostgresRecordSchema {
    /// The migrations, in order.
    static let migrations = [
        PostgresMigration("findNumber.createRecord", [
            """
            CREATE TABLE findNumberRecord (
                id integer PRIMARY KEY CHECK (id = 1),
                round integer NOT NULL CHECK (round >= 1),
                best integer NOT NULL CHECK (best >= 0),
                current integer NOT NULL CHECK (current >= 0)
            )
            """,
        ]),
    ]
}
