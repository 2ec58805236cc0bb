"""Dutch pay's rules for the Python peers (SPEC.md §5, as Bindery's `DutchPayBill`): the total entered digit by
digit, 12 digits at most (a digit past the 12th is ignored), leading zeros dropped, 00 as two zeros (as many as still
fit), ⌫ removes the last digit, C clears; the party from 1 to 99, starting at 2; each person pays the total divided
by the party, rounded up to the won."""

LARGEST_TOTAL = 10 ** 12 - 1
PARTY_SIZES = range(1, 100)
FIRST_PARTY = 2
KEYPAD_ROWS = [['7', '8', '9'], ['4', '5', '6'], ['1', '2', '3'], ['00', '0', '⌫'], ['C']]
# The gallery's element ids of the keys (Bindery's, Shiny's inputs, the load client's taps).
KEY_IDS = {'C': 'clearKey', '⌫': 'backspaceKey',
           **{key: f'key{key}' for row in KEYPAD_ROWS for key in row if key.isdigit()}}


def pressing(total, key):
    """The total after pressing `key`."""
    if key == 'C':
        return 0
    if key == '⌫':
        return total // 10
    for digit in key:
        if total * 10 + int(digit) <= LARGEST_TOTAL:
            total = total * 10 + int(digit)
    return total


def joined(party, by):
    """The party after `by` people join (or leave, negative), within PARTY_SIZES."""
    return min(PARTY_SIZES[-1], max(PARTY_SIZES[0], party + by))


def per_person(total, party):
    """What each person pays: rounded up to the whole won."""
    return -(-total // party)


def won(amount):
    return f'₩{amount:,}'


def people(count):
    return f'{count:,} person' if count == 1 else f'{count:,} people'
