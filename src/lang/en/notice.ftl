### What a seat is told by email after a command: what it must do now, how
### its offer was answered, and the summary of what happened since it last
### acted, one clause an event (lower case: the summary joins them).
### $who: a player's name; $person: whether that is the recipient (you) or
### not (other); $next, $victim, $with, $maker likewise with $next_person,
### $victim_person, $with_person, $maker_person.
### $cards, $gave, $got, $give, $want: cards in words ("2 brick, 1 ore").

notice-player-n = Player { $number }
notice-standing = { $place }. { $name }{ $winner ->
        [yes] , winner
       *[no] {""}
    }: { $points ->
        [one] { $points } point
       *[other] { $points } points
    } ({ $sources })

## What to do now, after "It is your turn:".
notice-todo-first-settlement = place your first settlement
notice-todo-second-settlement = place your second settlement
notice-todo-road = place a road next to your new settlement
notice-todo-roll = roll the dice
notice-todo-discard-half = discard half of your cards
notice-todo-discard = discard { $count } cards
notice-todo-robber = move the robber
notice-todo-main = trade, build or end your turn
notice-todo-free-roads = place your free roads
notice-todo-special-building = build in the special building phase, or pass
notice-todo-look = have a look
notice-todo-answer = give your answer on your page

## An answer to the recipient's offer, after the player's name.
notice-answer-accepted = accepted
notice-answer-refused = refused
notice-answer-countered = proposed other terms for
notice-counter-terms = you give { $give } for { $want }
notice-terms = { $give } for { $want }
# One side of an offer: its cards and the scenario's side ("1 ore and 2 oil").
notice-side-and = { $cards } and { $extra }
notice-offer-closed = { $who }'s offer to you, { $give } for your { $want }, is closed: it needs no answer any more.

## The summary's clauses.
## A long summary's shortening. $sums: the rolls, listed; $who: the
## players who moved, listed ($players of them); $count: their moves;
## $other: yes when the rolls were listed before.
notice-summary-rolls = rolls of { $sums }
notice-summary-moves = { $players ->
        [one] { $who }
       *[other] { $who }
    } made { $count }{ $other ->
        [yes] {" "}other
       *[no] {""}
    } moves
notice-summary-happened = { $count }{ $other ->
        [yes] {" "}other
       *[no] {""}
    } things happened
notice-created = the game was created
notice-built-settlement = { $person ->
        [you] you
       *[other] { $who }
    } built a settlement
notice-built-road = { $person ->
        [you] you
       *[other] { $who }
    } built a road
notice-built-city = { $person ->
        [you] you
       *[other] { $who }
    } built a city
notice-took-starting = { $person ->
        [you] you
       *[other] { $who }
    } took { $cards } to start
notice-rolled = { $person ->
        [you] you
       *[other] { $who }
    } rolled { $sum }
notice-got = you got { $cards }
notice-discarded = { $person ->
        [you] you
       *[other] { $who }
    } discarded { $count } cards
notice-robber-to = { $person ->
        [you] you
       *[other] { $who }
    } moved the robber to { $tile }
notice-robber = { $person ->
        [you] you
       *[other] { $who }
    } moved the robber
notice-stole-your = { $person ->
        [you] you
       *[other] { $who }
    } stole your { term-resource }
notice-stole = { $person ->
        [you] you
       *[other] { $who }
    } stole { term-resource } from { $victim_person ->
        [you] you
       *[other] { $victim }
    }
notice-stole-card = { $person ->
        [you] you
       *[other] { $who }
    } stole a card from { $victim_person ->
        [you] you
       *[other] { $victim }
    }
notice-bought-card = { $person ->
        [you] you
       *[other] { $who }
    } bought a development card
notice-knight = { $person ->
        [you] you
       *[other] { $who }
    } played a Knight
notice-road-building = { $person ->
        [you] you
       *[other] { $who }
    } played Road Building
notice-plenty = { $person ->
        [you] you
       *[other] { $who }
    } played Year of Plenty for { $cards }
notice-monopoly = { $person ->
        [you] you
       *[other] { $who }
    } played Monopoly on { term-resource }
notice-supply-traded = { $person ->
        [you] you
       *[other] { $who }
    } traded { $gave } with the bank for { $got }
notice-offered-you = { $person ->
        [you] you
       *[other] { $who }
    } offered you { $give } for { $want }
notice-offered = { $person ->
        [you] you
       *[other] { $who }
    } offered { $give } for { $want }
notice-accepted = { $person ->
        [you] you
       *[other] { $who }
    } accepted { $offer }
notice-rejected = { $person ->
        [you] you
       *[other] { $who }
    } turned down { $offer }
notice-countered-yours = { $person ->
        [you] you
       *[other] { $who }
    } proposed other terms for your offer: you give { $give } for { $want }
notice-countered = { $person ->
        [you] you
       *[other] { $who }
    } proposed other terms for { $offer }
notice-offer-of = { $maker_person ->
        [you] your
       *[other] { $maker }'s
    } offer
notice-an-offer = an offer
notice-withdrew-terms = { $person ->
        [you] you
       *[other] { $who }
    } withdrew the offer of { $terms }
notice-withdrew = { $person ->
        [you] you
       *[other] { $who }
    } withdrew an offer
notice-traded = { $person ->
        [you] you
       *[other] { $who }
    } traded { $gave } to { $with_person ->
        [you] you
       *[other] { $with }
    } for { $got }
notice-longest-road = { $person ->
        [you] you
       *[other] { $who }
    } took the Longest Road ({ $length })
notice-no-longest-road = nobody holds the Longest Road now
notice-largest-army = { $person ->
        [you] you
       *[other] { $who }
    } took the Largest Army ({ $knights } knights)
notice-turn-ended = { $person ->
        [you] you
       *[other] { $who }
    } ended the turn
notice-turn-ended-next = { $person ->
        [you] you
       *[other] { $who }
    } ended the turn; it is { $next_person ->
        [you] your
       *[other] { $next }'s
    } turn
notice-won = { $person ->
        [you] you
       *[other] { $who }
    } won with { $points } points
notice-special-asked = you may build in the special building phase
notice-special-began = a special building phase began
notice-special-refused-yours = a build you planned was no longer possible
notice-special-asked-again = { $person ->
        [you] you are
       *[other] { $who } is
    } asked to build again
notice-special-ended = the special building phase ended
notice-special-turn = it is { $next_person ->
        [you] your
       *[other] { $next }'s
    } turn
notice-special-ended-turn = the special building phase ended; it is { $next_person ->
        [you] your
       *[other] { $next }'s
    } turn

## Baden-Württemberg's own words in its emails.
notice-bw-todo-found = found your town hall of round { $round } on a free town field
notice-bw-todo-roll = roll the dice for the yields
notice-bw-todo-discard = give up { $count } cards to the supply
notice-bw-todo-inventor = move the inventor and draw a card
notice-bw-turn-ended = { $who } ended the turn.
notice-bw-offer-closed = { $who }'s offer to you, { $terms }, is closed: it needs no answer any more.
notice-bw-counter = you give { $terms }

## The email's board picture in words (its alt text).
notice-pic-position = The board. { $players }. The robber is on { $robber }.
notice-pic-player = { $person ->
        [you] you
       *[other] { $who }
    }: { $pieces }
notice-pic-nothing-built = { $person ->
        [you] you
       *[other] { $who }
    }: nothing built
notice-pic-settlements = { $count ->
        [one] 1 settlement
       *[other] { $count } settlements
    }
notice-pic-cities = { $count ->
        [one] 1 city
       *[other] { $count } cities
    }
notice-pic-roads = { $count ->
        [one] 1 road
       *[other] { $count } roads
    }
notice-pic-marked = { $alt } Marked for you to choose: { $codes }.
notice-pic-last-moves = { $alt } Last moves: { $moves }.
notice-pic-built-settlement = { $person ->
        [you] you
       *[other] { $who }
    } built a settlement { $at }
notice-pic-built-city = { $person ->
        [you] you
       *[other] { $who }
    } built a city { $at }
notice-pic-built-road = { $person ->
        [you] you
       *[other] { $who }
    } built a road { $at }
notice-pic-robber = { $person ->
        [you] you
       *[other] { $who }
    } moved the robber to { $tile }
notice-pic-metropolis = { $person ->
        [you] you
       *[other] { $who }
    } made the city { $at } a metropolis
notice-pic-took-card = { $person ->
        [you] you
       *[other] { $who }
    } took a card from { $victim_person ->
        [you] you
       *[other] { $victim }
    }
notice-pic-bw-position = The map of Baden-Württemberg. { $players }. The inventor is on { $inventor }.
notice-pic-bw-player = { $person ->
        [you] you
       *[other] { $who }
    }: { $halls }, { $roads }
notice-pic-bw-halls = town halls in { $crossings }
notice-pic-bw-no-hall = no town hall
notice-pic-bw-close-up = A close-up of the map around your town halls.
notice-pic-bw-close-up-marked = A close-up of the map, marked for you to choose: { $codes }.
notice-pic-bw-town-hall = { $person ->
        [you] you
       *[other] { $who }
    } built a town hall in { $crossing }
notice-pic-bw-landmark = { $person ->
        [you] you
       *[other] { $who }
    } built { $landmark }
notice-pic-bw-inventor = { $person ->
        [you] you
       *[other] { $who }
    } moved the inventor to { $field }

## Oil Springs' lines.
notice-oil-discard-what = cards or oil
notice-oil-discard = Your oil counts toward the discard: you hold { $cards } resource { $cards ->
        [one] card
       *[other] cards
    } and { $have } oil, { $total } in all, so you discard { $count } of them, and you may discard oil among them (up to { $most }).
notice-oil-track = The disaster track stands at { $track } of { $limit }: { $left ->
        [0] a disaster strikes at the end of this turn.
       *[other] { $left } more oil used brings the next disaster.
    }
notice-oil-none = { $sequestered ->
        [0] You have no oil.
       *[other] You have no oil (you sequestered { $sequestered }).
    }
notice-oil-have = You have { $have } oil{ $sequestered ->
        [0] {""}
       *[other] {" "}and have sequestered { $sequestered }
    }: on your turn use 1 for 2 of a resource, or 2 (with 1 brick, 1 grain and 1 ore) to make a city a metropolis, up to { $most } this turn; or sequester 1 instead.
notice-oil-pollution = Pollution has taken { $count } of the 5 number tokens that end the game.
notice-oil-head-abandoned = Catan is abandoned: nobody wins
notice-oil-head-flooded = Disaster: the coasts flooded
notice-oil-head-polluted = Disaster: pollution destroyed { $tile }
notice-oil-head-spring = Disaster: pollution struck an oil spring
notice-oil-head-nothing = Disaster: the dice found nothing left to strike
notice-oil-nothing-happened = No hex carries that number any more, so nothing happened.
notice-oil-outcome-you = Catan was abandoned when pollution took the fifth number token: nobody won, but you, as Champion of the Environment, achieve the Pyrrhic Victory.
notice-oil-outcome-other = Catan was abandoned when pollution took the fifth number token: nobody won. { $who }, the Champion of the Environment, achieves the Pyrrhic Victory.
notice-oil-outcome-nobody = Catan was abandoned when pollution took the fifth number token: nobody won, and nobody held the Champion of the Environment.

## Frenemies' lines.
notice-fr-no-tokens = You hold no favor tokens yet: earn them by moving the robber harmlessly, giving a resource away, or connecting your roads to an opponent's for the first time. { $markers } VP markers are left at the Master Builders.
notice-fr-hold = You hold { $tokens } ({ $detail }); { $usable } of them you may use this turn.
notice-fr-earned-this-turn = They were all earned this turn: use them from your next turn on.
notice-fr-no-favor-yet = They pay for no favor yet (books and compasses go in twos), but you may exchange one: draw a token and return one.
notice-fr-redeem = You may redeem them at the { $guilds }, or exchange one instead.
notice-fr-use = { $guild ->
        [traders] Traders (up to two 1:1 swaps with the bank)
        [merchants] Merchants (any 1 resource)
        [road-builders] Road Builders (a free road)
        [scholars] Scholars (a free development card)
       *[master-builders] Master Builders (a VP marker)
    }
notice-fr-gift-head = { $who } offers you a gift of 1 { term-resource }
notice-fr-gift-line = { $who } offers you 1 { term-resource } as a gift (Frenemies: the giver earns a favor token if you take it).
notice-fr-gift-ask = Accept it, refuse it, or ask for another resource instead: the game waits for your answer.
notice-fr-took-head = { $who } took your gift
notice-fr-took-line = { $who } accepted your gift of 1 { term-resource }: you earned a favor token, usable from your next turn.
notice-fr-refused-head = { $who } refused your gift
notice-fr-refused-line = { $who } refused your gift. You may offer one to another eligible player, or go on with your turn.
notice-fr-ask-head = { $who } asks for 1 { term-resource } instead
notice-fr-ask-line = { $who } asks for 1 { term-resource } instead of the gift you offered.
notice-fr-cannot-give = You hold no { term-resource } to give, so you can only withdraw the gift: you keep what you offered and may offer a gift again.
notice-fr-give-or-withdraw = Give it (you earn a favor token) or withdraw the gift.

## Frenemies' clauses of the summary. $person: you or other (the
## recipient or not), likewise $to_person and $from_person.
# $count: tokens drawn; $tokens: their guilds' tokens.
notice-fr-drew = { $person ->
        [you] you
       *[other] { $who }
    } drew { story-favor-tokens }
notice-fr-drew-seen = { $person ->
        [you] you
       *[other] { $who }
    } drew { story-favor-tokens } ({ $tokens })
# $with: the players connected to, listed (the recipient as notice-fr-with-you).
notice-fr-with-you = you
notice-fr-connected = { $person ->
        [you] you
       *[other] { $who }
    } connected road networks with { $with }
notice-fr-gift-offered = { $person ->
        [you] you
       *[other] { $who }
    } offered { $to_person ->
        [you] you
       *[other] { $to }
    } 1 { term-resource } as a gift
notice-fr-gift-taken = { $person ->
        [you] you
       *[other] { $who }
    } took the gift from { $from_person ->
        [you] you
       *[other] { $from }
    }
notice-fr-gift-refused = { $person ->
        [you] you
       *[other] { $who }
    } refused the gift from { $from_person ->
        [you] you
       *[other] { $from }
    }
notice-fr-asked-instead = { $person ->
        [you] you
       *[other] { $who }
    } asked { $from_person ->
        [you] you
       *[other] { $from }
    } for 1 { term-resource } instead
notice-fr-asked-given = { $person ->
        [you] you
       *[other] { $who }
    } gave { $to_person ->
        [you] you
       *[other] { $to }
    } 1 { term-resource }
notice-fr-gift-withdrawn = { $person ->
        [you] you
       *[other] { $who }
    } withdrew the gift
# $cost: the tokens returned; $guild: the guild's id.
notice-fr-redeemed = { $person ->
        [you] you
       *[other] { $who }
    } redeemed { $cost } at { term-guild }
notice-fr-exchanged = { $person ->
        [you] you
       *[other] { $who }
    } exchanged a favor token

## Oil Springs' clauses of the summary. $person: you or other, likewise
## $victim_person and $with_person.
# $oil: an amount of oil.
notice-oil-amount = { $oil } oil
# $oil: an amount of oil in words; $cards: cards in words.
notice-oil-and-cards = { $oil } and { $cards }
notice-oil-got = you got { notice-oil-amount }
notice-oil-starting = { $person ->
        [you] you
       *[other] { $who }
    } took { notice-oil-amount } to start
notice-oil-taken = { $person ->
        [you] you
       *[other] { $who }
    } took { notice-oil-amount }
# $what: the oil (and cards) discarded, in words.
notice-oil-discarded = { $person ->
        [you] you
       *[other] { $who }
    } discarded { $what }
notice-oil-stolen = { $person ->
        [you] you
       *[other] { $who }
    } took 1 oil from { $victim_person ->
        [you] you
       *[other] { $victim }
    }
notice-oil-converted = { $person ->
        [you] you
       *[other] { $who }
    } used 1 oil for 2 { term-resource }
notice-oil-metropolis = { $person ->
        [you] you
       *[other] { $who }
    } built a metropolis
notice-oil-sequestered = { $person ->
        [you] you
       *[other] { $who }
    } sequestered 1 oil
notice-oil-champion = { $person ->
        [you] you
       *[other] { $who }
    } became the Champion of the Environment
# $gave, $got: amounts of oil.
notice-oil-traded = { $person ->
        [you] you
       *[other] { $who }
    } gave { $gave } oil to { $with_person ->
        [you] you
       *[other] { $with }
    } and got { $got } oil
notice-oil-monopoly = { $person ->
        [you] you
       *[other] { $who }
    } played Monopoly on oil
# $sum: the disaster dice's sum.
notice-oil-disaster = disaster: the dice show { $sum }
# $settlements, $reduced, $cities: how many settlements washed away,
# cities reduced and cities washed away.
notice-oil-flooded = the coasts flooded ({ $settlements } settlements washed away, { $reduced } cities reduced, { $cities } cities washed away)
# $number: the polluted hex's number token.
notice-oil-polluted = pollution took { $number ->
        [8] an
        [11] an
       *[other] a
    } { $number } token to the disaster track
# $total: the oil lost.
notice-oil-spring-lost = pollution at a spring: { $total } oil lost for good
notice-oil-abandoned = Catan was abandoned
