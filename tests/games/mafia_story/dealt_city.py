"""A Mafia Story city as laid at the table, shared by the core's and the new-play page's tests of the deal."""


def territory(family, value):
    return {"type": "territoire", "family": family, "value": value}


PROSTITUEE = {"type": "prostituee", "family": None, "value": None}
DRIVE_BY = {"type": "drive-by", "family": None, "value": None}
# A city laid row by row from A1: Ana (bleu) and Bruno (rouge), the neutral territory blanc 4.
CITY = [territory("bleu", 2), territory("rouge", 3), PROSTITUEE, DRIVE_BY, territory("bleu", 7),
        territory("rouge", 5), DRIVE_BY, territory("bleu", 3), PROSTITUEE, territory("rouge", 2),
        PROSTITUEE, territory("bleu", 4), territory("blanc", 4), DRIVE_BY, territory("rouge", 7),
        DRIVE_BY, territory("rouge", 4), PROSTITUEE, territory("bleu", 5), DRIVE_BY,
        territory("bleu", 6), PROSTITUEE, territory("rouge", 6), DRIVE_BY, PROSTITUEE]
