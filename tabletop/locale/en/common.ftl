# Words every family of sentences shares.

# Between whole clauses of one line.
clauses-separator = {"; "}
