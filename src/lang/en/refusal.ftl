### Why the rules refused a command: a clause that follows "Not done:" on
### a page and "Your reply made no move:" in an email (no capital, no full
### stop).

# $name: the name as it was asked for, in quotes.
refusal-unknown-ruleset = there is no ruleset called { $name }
refusal-wrong-ruleset = that command belongs to another game
# The players a game takes, $asked: how many were asked for.
refusal-player-count-one = a game needs { $count } players, not { $asked }
refusal-player-count-two = a game needs { $fewest } or { $most } players, not { $asked }
refusal-player-count-range = a game needs { $fewest } to { $most } players, not { $asked }
refusal-already-created = the game has already been created
refusal-game-over = the game is over
refusal-no-such-seat = there is no such seat in this game
refusal-not-your-turn = it is not your turn
# $phase: what the game is doing, by its id.
refusal-wrong-phase = you cannot do that now: the game is { $phase ->
        [lobby] waiting for the game to be created
        [place-settlement] placing a starting settlement
        [place-road] placing a starting road
        [found] founding the starting town halls
        [roll] rolling the dice
        [discard] discarding after a 7
        [move-robber] moving the robber
        [move-inventor] moving the inventor
        [main] trading and building
        [road-building] placing free roads
        [special-building] the special building phase
        [finished] the game is over
        [no-special-building] a game without a special building phase
       *[no-plans] a game without standing plans
    }
# $cost: the cards, worded and listed by the terms.
refusal-cannot-afford = you need { $cost } for that
refusal-no-pieces-left = you have no { term-pieces } left in your supply
refusal-no-such-place = there is no such { term-place } on this board
refusal-occupied = that spot is already taken
refusal-too-close = a settlement must be at least two paths away from every other settlement or city
refusal-not-connected = that must connect to your own roads, settlements or cities
refusal-not-connected-bw = that must connect to your own roads or town halls
refusal-not-next-to-settlement = the starting road must touch the settlement you just placed
refusal-not-your-settlement = you can only upgrade one of your own settlements
refusal-robber-must-move = the robber must move to a different hex
refusal-inventor-must-move = the inventor must move to another landscape field
refusal-invalid-victim = you cannot steal from that player there
refusal-invalid-victim-bw = you cannot draw a card from that player there
refusal-must-steal = choose a player to steal from: someone there has cards
refusal-must-steal-bw = choose a player to draw a card from: someone there has cards
refusal-wrong-discard = you must discard exactly { $required } cards from your hand
refusal-nothing-to-discard = you do not have to discard
refusal-deck-empty = the development deck is empty
refusal-no-such-card = you have no { term-card } card you can play
refusal-bought-this-turn = you cannot play a card bought this turn
refusal-card-already-played = you have already played a development card this turn
refusal-bad-trade = a trade needs at least one card on each side and never the same resource on both
refusal-bad-trade-partner = you can only offer trades to other players in this game
refusal-no-such-offer = there is no such open offer
refusal-not-offered-to-you = that offer was not made to you
refusal-already-answered = you have already answered that offer
refusal-not-accepted = that player has not accepted or countered your offer
# $name: the player's name.
refusal-partner-cannot-afford = { $name } does not have the cards for this trade any more
refusal-bank-empty = the bank has no { term-resource } left
refusal-supply-empty-bw = the supply has no { term-resource-bw } left
refusal-same-resource = you cannot trade a resource for itself
refusal-too-many-offers = you already have { $max } open offers: withdraw one, or wait for answers, before offering again
refusal-gift-pending = your gift waits for an answer first
refusal-no-gift = there is no such gift waiting for you
refusal-gift-already-given = you have already given a resource away this turn
# $name: the player's name.
refusal-gift-refused = { $name } has already refused a gift from you this turn
refusal-gift-not-eligible = you can only give to an opponent with no more visible points than you
refusal-redeem-or-exchange = in one turn you may either redeem favor tokens or make one exchange
refusal-token-earned-this-turn = favor tokens earned this turn can be used from your next turn on
refusal-not-enough-tokens = the { term-guild } ask for { $cost } of their favor tokens
refusal-bad-swap = the Traders swap one or two cards for as many different ones
refusal-no-vp-marker-left = no VP marker is left
refusal-no-token-to-exchange = you have no favor token to exchange
refusal-token-supply-empty = the favor token supply is empty
refusal-exchange-pending = return a favor token to finish your exchange first
refusal-no-exchange = there is no exchange to finish
refusal-cannot-return-token = return the token you drew or one you held before this turn
refusal-not-enough-oil = you need { $need } oil for that
refusal-disaster-track-full = the disaster track allows only { $left } more oil this turn
refusal-sequestered-this-turn = you sequestered oil this turn, so you cannot use oil
refusal-oil-used-this-turn = you used oil this turn, so you cannot sequester oil
refusal-already-sequestered = you have already sequestered oil this turn
refusal-not-your-city = a metropolis goes on one of your own cities
refusal-already-metropolis = that city is already a metropolis
refusal-hex-destroyed = that hex was destroyed by pollution: the robber cannot go there
