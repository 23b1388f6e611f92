# Words every family of sentences shares.

# Between whole clauses of one line.
clauses-separator = {"; "}

# The last of several names, already in their form.
list-two = { $first } and { $last }
