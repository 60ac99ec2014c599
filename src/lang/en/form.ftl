### Why a posted form or a query was refused: a clause that follows "The
### form could not be read:" (a plan's refusal is a notice of its own).
### $field: the field's id, worded by form-field; $text: what was sent, in
### quotes as sent.

# A form's field in a player's words, never its id.
form-field = { $field ->
        [version] the state of the game it was made for
        [act] what to do
        [node] the place on the board
        [edge] the road's place
        [tile] the tile
        [victim] the player to rob
        [offer] the offer
        [with] the player to trade with
        [first] the first resource
        [second] the second resource
        [resource] the resource
        [give] the resource to give
        [get] the resource to get
        [give2] the second resource to give
        [get2] the second resource to get
        [to] the player
        [guild] the guild
        [brick] the brick
        [lumber] the lumber
        [wool] the wool
        [grain] the grain
        [ore] the ore
        [oil] the oil
        [give_brick] the brick to give
        [give_lumber] the lumber to give
        [give_wool] the wool to give
        [give_grain] the grain to give
        [give_ore] the ore to give
        [give_oil] the oil to give
        [want_brick] the brick wanted
        [want_lumber] the lumber wanted
        [want_wool] the wool wanted
        [want_grain] the grain wanted
        [want_ore] the ore wanted
        [want_oil] the oil wanted
        [rewind-version] the state of the game
        [rewind-to] the move number
        [rewind-reason] the reason
        [rewind-answer] the answer
       *[other] a field
    }
form-missing = it does not say { form-field }
form-not-a-number = { form-field } should be a number, not { $text }
form-not-a-count = { form-field } should be a count from 0 to 255, not { $text }
form-not-a-resource = { form-field } should name a resource, not { $text }
form-not-a-resource-or-oil = { form-field } should name a resource or oil, not { $text }
form-not-a-guild = the guild should name a guild, not { $text }
form-half-a-swap = a second swap needs both a resource to give and one to get
# $act: the act as sent, in quotes.
form-no-such-act = it asks for a move this game does not have ({ $act })
form-no-such-move = it names no move of this game
form-twice = it sent the same thing twice, so it is not clear what was meant
# $seats: the game's players; $others: how many an offer may go to.
form-no-such-partner = it offers a trade to a player this game does not have (it has { $seats } players, so an offer can go to the other { $others } only)
form-foreign = it carries something this game's page does not send (it may come from an older page or from another game)
form-no-version = it does not say which state of the game it was made for
form-version-not-a-number = the state of the game it was made for is not a number
# $board: the board asked for, in quotes.
form-no-such-board = there is no board called { $board }
form-special-building = Choose how the special building phase is played: by plans or live.
form-utc-offset = the offset from UTC is a number of minutes such as 60, not { $text }
form-deadline-not-a-number = a deadline is a number of hours, not { $text }
# $hours: the hours asked for, as typed (a number).
form-deadline-range = a deadline is 1 to { $max } hours, not { $hours }
form-not-an-answer = the answer should be agree or refuse, not { $text }
form-at-zero = moves are numbered from 1: ask for ?at=1 or later
form-at-not-a-number = ?at= should be a move number such as ?at=12, not { $text }
form-page-not-a-number = ?page= should be a page number such as ?page=2, not { $text }
form-plan-unread = That plan did not read: choose a build from the list on your page.
form-plan-gone = That plan is not in your list any more: look at your page again.
form-reminders-neither = it asks neither to turn reminders on nor to turn them off
form-pause-neither = pause is 1 or 0
form-no-such-seat = there is no seat { $seat }
