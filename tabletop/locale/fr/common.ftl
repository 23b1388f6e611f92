# Les mots que partagent toutes les familles de phrases.

# Entre deux propositions entières d'une même ligne : point-virgule précédé d'une espace insécable.
clauses-separator = {" ; "}

# Le dernier de plusieurs noms, déjà à leur forme.
list-two = { $first } et { $last }
