### The classic seat and spectator pages, which Frenemies and Oil Springs
### games share: what the seat can do now, its buttons, confirm steps and
### hand, the board's hints and captions, the building costs.

## What the top box says the seat must do
# $round: 1 for the first settlement, 2 for the second.
play-place-settlement = Place your { $round ->
        [1] first
       *[other] second
    } settlement: pick a marked corner on the board.
play-place-road = Place a road next to the settlement you just built: pick a marked path.
play-roll = Your turn: roll the dice.
# $count: how many cards to discard.
play-discard = A 7 was rolled: discard { $count } of your cards (half, rounded down).
# The discard form's heading and button; $count: the cards to give up.
play-discard-cards = Discard { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }
play-move-robber = Move the robber: pick a marked hex on the board.
play-your-turn = Your turn: trade, build, play a card, or end your turn.
# $who: the names of the players who agreed; $count: how many they are.
play-agreed = { $count ->
        [one] { $who } agreed
       *[other] { $who } agreed
    } to your offer: make the trade below, or wait for more answers.
# $left: the free roads still to place.
play-free-roads = Place { $left ->
        [one] { $left } free road
       *[other] { $left } free roads
    }: pick a marked path.
play-you-won = You won the game!
# $who ended the turn; $others: how many more seats are asked, $list: them.
play-special-building = Special building phase after { $who }'s turn: you may build or pass{ $others ->
        [0] .
       *[other] {" "}(so may { $list }).
    }
# $who: the player who made the offer.
play-offer-waits = { $who } made you an offer: it waits for your answer.

## Confirm steps
# $what: what picking the place does ("Build a road between ...").
play-pick-asked = { $what }?
play-build-road-here = Build a road here
play-build-settlement-here = Build a settlement here
play-build-city-here = Build a city here
play-move-robber-here = Move the robber here
# $who: the player the robber takes a card from.
play-steal-from = Move the robber here and steal from { $who }
play-a-road = a road
play-a-settlement = a settlement
play-a-city = a city
play-end-special-title = Done building in this special building phase?
play-end-special-nothing = You build nothing this time; the phase ends when every asked player is done.
play-end-special-planned = What you planned is built, clockwise after the players before you, once every asked player is done.
play-end-special-yes = Yes, I am done
play-knight-title = Play a Knight?
play-knight-detail = Then you move the robber and may steal a card.
play-knight-yes = Yes, play the Knight
play-buy-card-title = Buy a development card?
# $cost: the cards it costs.
play-buy-card-detail = It costs { $cost }; the card is drawn at random and cannot be returned.
play-buy-card-yes = Yes, buy it
play-road-building-title = Play Road Building?
play-road-building-detail = Then you place 2 free roads.
play-road-building-yes = Yes, play Road Building
play-end-turn-title = End your turn?
play-end-turn-yes = Yes, end my turn
# $unspent: none, card, build or both; $builds: pieces (play-list-or);
# $offer: yes when the seat's open offer closes.
play-end-turn-detail = { $unspent ->
    [card] You could still buy a development card.{" "}
    [build] You could still build { $builds }.{" "}
    [both] You could still build { $builds }, or buy a development card.{" "}
   *[none] {""}
}{ $offer ->
    [yes] Your open offer closes, and the dice pass to the next player.
   *[no] The dice pass to the next player.
}
play-list-or = { $init } or { $last }
# A placement. $what: road, settlement, city, robber or upgrade; $place:
# the spot (story-node, story-edge, story-tile).
play-pick-words = { $what ->
    [road] Build a road { $place }
    [settlement] Build a settlement { $place }
    [city] Build a city { $place }
    [robber] Move the robber to { $place }
   *[upgrade] Upgrade the city { $place }
}
# $cards: the two cards taken, in words.
play-plenty-title = Play Year of Plenty and take { $cards } from the bank?
play-plenty-yes = Yes, play Year of Plenty
# $resource: the resource's name.
play-monopoly-title = Play Monopoly on { $resource }?
play-monopoly-detail = Every other player gives you all their { $resource }.
play-monopoly-yes = Yes, play Monopoly

## The bank trade
play-bank-summary = Trade with the bank
play-bank-note = Give and get must be different resources.
play-bank-button = Trade with the bank

## The moves on the board, and their places in the singular and plural
play-move-settlement = Build a settlement
play-move-city = Build a city
play-move-upgrade = Upgrade a city
play-move-road = Build a road
play-move-robber-what = Move the robber
play-place = place
play-places = places
play-settlement-spot = settlement spot
play-settlement-spots = settlement spots
play-settlement-to-upgrade = settlement to upgrade
play-settlements-to-upgrade = settlements to upgrade
play-city-to-upgrade = city to upgrade
play-cities-to-upgrade = cities to upgrade
play-road-spot = road spot
play-road-spots = road spots
play-hex = hex
play-hexes = hexes
play-robber-hexes = the hexes the robber may move to
play-marked-on-the-board = Marked on the board
play-pick-then-confirm = Pick one, then confirm.
play-refuse-pick = That spot cannot be picked now; the marked spots on the board are the ones you can pick.
play-refuse-ask = That cannot be done now; the choices on this page are the ones you have.

## Buttons
play-roll-button = Roll the dice
play-knight-button = Play a Knight
play-road-building-button = Play Road Building
play-buy-card-button = Buy a development card
play-end-turn-button = End your turn
play-done-building-button = Done building

## The seat page
# $name: the seat's player.
play-seat-title = { $name } — your seat
play-seat-heading = { $name }’s seat
# Any ruleset's page drawn in the past. $at, $of: the move and the moves so far;
# $name: the seat's player.
play-past-heading = The game at move { $at } of { $of }
play-past-seat-heading = { $name }’s seat: the game at move { $at } of { $of }
play-cancel = Cancel
play-trade-offers = Trade offers
play-plenty-summary = Play Year of Plenty
play-plenty-first = First resource
play-plenty-second = Second resource
play-plenty-take = Take them from the bank
play-monopoly-summary = Play Monopoly
play-monopoly-resource = Resource to claim
play-monopoly-take = Take it from everyone
# $hand: the cards in words; $total: "3 resource cards"; $points: "2 points".
play-hand-line = Your hand: { $hand } ({ $total ->
        [one] { $total } resource card
       *[other] { $total } resource cards
    }); { $points ->
        [one] { $points } point
       *[other] { $points } points
    }.
play-board-caption = Hexes show their terrain by colour, picture and name; number tokens show pips (6 and 8 in red). Harbors sit out at sea with their rate. Places you may pick are white dots; a settlement you may upgrade is circled by a dashed ring, and hexes the robber may move to are ringed with dashes.
play-your-hand = Your hand
play-hand-total = { $total ->
        [one] { $total } resource card
       *[other] { $total } resource cards
    }. You have { $points ->
        [one] { $points } point
       *[other] { $points } points
    }, hidden Victory Point cards included.
play-no-development-cards = No development cards.
# $count: cards of one kind bought this turn.
play-bought-this-turn = ({ $count } bought this turn, playable from your next turn)
play-other-hands = Every other hand at the end
# $total: resource cards; $points: points.
play-hand-of = { $total } resource cards, { $points } points (hidden Victory Point cards included).
# $cards: the kinds held, listed.
play-development-cards = Development cards: { $cards }.
# $count: how many; $card: the card's name.
play-cards-of-kind = { $count } × { $card }

## The spectator page
play-watching = Watching a game
play-waited-for-then = What the game waited for then
play-waits-for = What the game waits for
play-caption-past = The board right after this move.
play-caption-over = The final board: the game is over, so every hand is shown below.
play-caption-public = Public view: hands and development cards stay hidden.
play-your-hand-at-this-move = Your hand at this move
play-hands-at-this-move = Hands at this move
# $who: the offering player; $terms: what for what; $to: the players asked.
play-offers = { $who } offers { $terms } to { $to }.
# $give and $want: cards in words.
play-terms = { $give } for { $want }
# $terms: the offer's terms; $to: the players asked, listed.
play-you-offer = You offer { $terms } to { $to }.
# $who: the offering player; $give and $want: cards in words.
play-offers-you = { $who } offers you { $give } for { $want }.
# $who: the player to trade with.
play-trade-with = Trade with { $who }
## An offer's answers
# $lack: the cards the seat lacks.
play-cannot-accept = You cannot accept this: you would need { $lack } more
# $held: the cards the player holds; $asked: the cards the offer asks for.
play-cannot-accept-held = { $who } cannot accept: { $who } holds { $held ->
        [one] { $held } card
       *[other] { $held } cards
    }, fewer than the { $asked } asked
play-not-answered = { $person ->
        [you] You have
       *[other] { $who } has
    } not answered yet
play-accepts = { $person ->
        [you] You accept
       *[other] { $who } accepts
    }
play-declines = { $person ->
        [you] You decline
       *[other] { $who } declines
    }
# $from: the player who made the offer.
play-counters = { $who } counters: { $from } would give { $give } for { $want }
play-you-counter = You counter: you would give { $give } for { $want }

## The building costs
play-cost-settlement = Settlement
play-cost-city = City
play-one-point = 1 point
play-two-points = 2 points
play-no-settlements-left = you have no settlements left (a city gives one back)
play-no-settlement-spot = no free corner on your roads is two paths from every building
play-no-cities-left = you have no cities left
play-no-settlement-to-upgrade = you have no settlement to upgrade
play-cost-road = Road
play-cost-development-card = Development card
play-no-roads-left = you have no roads left
play-no-road-spot = no free path touches your roads
play-deck-empty = the deck is empty
play-cost-ready = you have what it takes
# $why: what stands in the way, worded.
play-cost-can-pay-but = you can pay, but { $why }
# $lack: the cards the seat lacks, listed.
play-cost-lack = you lack { $lack }
play-cost-lack-and = you lack { $lack }; { $why }

## The board drawing
play-board-title = The board
# $letter: the player's letter on the board.
play-road-of = Road of player { $letter }
play-settlement-of = Settlement of player { $letter }
play-city-of = City of player { $letter }
play-metropolis-of = Metropolis of player { $letter }
# $terrain: the hex's terrain (its id); $number: its number, 0 for none.
# $hex: the hex in words.
play-robber-on = The robber, on { $hex }
play-the-hex = { $number ->
        [0] the { play-terrain }
       *[other] the { $number } { play-terrain }
    }
play-terrain = { $terrain ->
        [hills] hills
        [forest] forest
        [pasture] pasture
        [fields] fields
        [mountains] mountains
       *[desert] desert
    }
play-hex-label = { $number ->
        [0] { play-terrain }
       *[other] { play-terrain }, number { $number }
    }
# $rate: "3:1" or "2:1"; $what: the resource it takes, or any.
play-harbor = Harbor { $rate } { $what }
play-harbor-any = any
play-destroyed = destroyed

## The house readings a page notes
play-house-seat-order = House reading: the server drew the turn order at random when the game was created.
play-house-trade = House reading: offers wait for answers. Each named player accepts, declines or counters; the player whose turn it is then confirms one. Cards are checked again at confirmation, and every open offer lapses when the turn ends.
play-house-victory = House reading: victory is checked during a player's own turn only; nobody wins during someone else's turn.
play-house-bank = House reading (official FAQ): if the bank cannot pay everyone a resource in full, nobody gets it, unless only one player is owed it; that player takes what is left.
play-house-plenty = House reading: when the bank is short, Year of Plenty gives what is there.

## The seat's choices, as its emails and plans list them
play-choice-roll = Roll the dice
# $give, $get: resources' names.
play-choice-bank = Trade { $give } with the bank, at your best rate, for 1 { $get }
play-bank-line = Trade with the bank: choose what you give and what you get on your page
# $what: the robber's move in words; $who: the player robbed.
play-choice-steal = { $what } and steal from { $who }
play-choice-knight = Play a Knight: move the robber and steal a card
# $cards: the two cards in words.
play-choice-plenty = Play Year of Plenty: take { $cards } from the bank
play-plenty-line = Play Year of Plenty: choose the 2 resources you take from the bank on your page
# $resource: the resource's name.
play-choice-monopoly = Play Monopoly on { $resource }: every other player gives you all theirs
# $verb: build or place, as the ruleset says it.
play-choice-road-building = Play Road Building: { $verb ->
        [build] build
       *[place] place
    } 2 free roads
# $answer: accept or reject; $who: the offering player; $give: what they
# give; $want: what they want of the seat's.
play-choice-answer = { $answer ->
        [accept] Accept
       *[reject] Reject
    } { $who }'s offer: { $give } for your { $want }
# $terms: the offer's terms.
play-choice-withdraw = Take back your offer { $terms }
# $who: the player to trade with; $terms: the offer's terms.
play-choice-confirm = Trade with { $who }: { $terms }
