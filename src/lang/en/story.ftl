### The story of a game: what happened, one event a sentence, as the
### latest events, the history and a board in the past list it.
### $who, $victim, $next: players' names. $words: whose terms the game uses
### (classic: the base game's; bw: Baden-Württemberg's).

story-rolled = { $who } rolled { $first } + { $second } = { $sum }.
story-got = { $who } got { $cards }
# $person: you or other; $first: yes at the sentence's start. English names
# the receiver as story-got does.
story-got-by = { $person ->
       *[other] { $first ->
           *[yes] { $who }
        }
    } got { $cards }
story-gains-next = { $init }; { $item }
story-gains = { $gains }.
story-nobody-got = Nobody got anything.
story-starting-taken = { $who } took starting resources: { $cards }.
story-terms = { $give } for { $want }
story-cards = { $words ->
        [bw] { term-cards-bw }
       *[classic] { term-cards }
    }
story-no-cards = no cards

## The table's trades.
story-discarded = { $words ->
        [bw] { $who } gave up { $cards } to the supply.
       *[classic] { $who } discarded { $cards }.
    }
story-supply-traded = { $words ->
        [bw] { $who } traded { $gave } for { $got } with the supply.
       *[classic] { $who } traded { $gave } with the bank for { $got }.
    }
# $terms: what is given for what; $to: the players asked, listed.
story-offered = { $who } offered { $terms } to { $to }.
story-accepted = { $who } accepted the offer.
story-declined = { $who } declined the offer.
story-countered = { $words ->
        [bw] { $who } proposed other terms: { $give } for { $want }.
       *[classic] { $who } countered: they would give { $give } for { $want }.
    }
story-withdrew = { $who } withdrew the offer.
story-traded = { $words ->
        [bw] { $who } traded { $gave } for { $got } with { $with }.
       *[classic] { $who } traded { $gave } to { $with } for { $got }.
    }

## The base game's events.
story-game-began = The game began. Turn order, drawn at random: { $order }.
# $at: a corner or a path in words ("by the 6 hills and the 8 fields").
story-built-settlement = { $who } built a settlement { $at }.
story-built-road = { $who } built a road { $at }.
story-built-city = { $who } built a city { $at }.
story-robber-moved = { $who } moved the robber to { $tile }.
story-stole = { $who } stole 1 { term-resource } from { $victim }.
story-stole-card = { $who } stole a card from { $victim }.
story-bought-card = { $who } bought a development card: { term-card }.
story-bought-hidden = { $who } bought a development card.
story-played-knight = { $who } played a Knight.
story-played-road-building = { $who } played Road Building.
story-played-plenty = { $who } played Year of Plenty and took { $cards } from the bank.
story-played-monopoly = { $who } played Monopoly on { term-resource } and took { $total } from the others.
story-longest-road = { $who } holds the Longest Road ({ $length } roads).
story-no-longest-road = Nobody holds the Longest Road now.
story-largest-army = { $who } holds the Largest Army ({ $knights } knights).
story-turn-ended = { $who } ended the turn; { $next } is next.
story-won = { $who } won with { $points } points!
story-special-started = Special building phase after { $who }'s turn: { $asked } may build.
story-planned = { $who } planned { $plan }.
story-planned-hidden = { $who } planned a build.
story-plan-road = a road { $at }
story-plan-settlement = a settlement { $at }
story-plan-city = a city { $at }
story-plan-card = a development card
story-special-done = { $who } is done in the special building phase.
story-plan-refused = { $who }'s plan, { $plan }, was no longer possible: { $who } is asked again.
story-plan-refused-hidden = A plan of { $who }'s was no longer possible: { $who } is asked again.
story-special-ended = The special building phase ended; { $next } is next.

## Places on the board. $terrain: the terrain's id; $number: its token.
story-tile = the { $number } { $terrain ->
        [hills] hills
        [forest] forest
        [pasture] pasture
        [fields] fields
        [mountains] mountains
       *[desert] desert
    }
story-tile-bare = the { $terrain ->
        [hills] hills
        [forest] forest
        [pasture] pasture
        [fields] fields
        [mountains] mountains
       *[desert] desert
    }
story-unknown-tile = an unknown hex
# $tiles: the hexes around it, listed.
story-node = by { $tiles }
story-node-harbor = by { $tiles }, { $harbor } harbor
story-unknown-node = at an unknown corner
story-harbor-any = 3:1
story-harbor-of = 2:1 { term-resource }
story-edge-between = between { $tiles }
story-edge-coast = on the coast of { $tiles }
story-unknown-edge = on an unknown path

## Frenemies. $reason: why favor was earned; $guild: a guild's id.
story-favor-tokens = { $count ->
        [one] { $count } favor token
       *[other] { $count } favor tokens
    }
story-fr-supply-set-out = The { story-favor-tokens } were set out face down beside the guild hall board.
story-fr-reason = { $reason ->
        [harmless-robber] moving the robber harmlessly
        [gift] a gift that was taken
       *[connection] connecting road networks
    }
story-fr-earned-empty = { $who } earned favor { story-fr-reason } but the supply is empty.
story-fr-drew = { $who } drew { story-favor-tokens } for { story-fr-reason }.
story-fr-drew-seen = { $who } drew { story-favor-tokens } ({ $tokens }) for { story-fr-reason }.
story-fr-no-token = no token
story-fr-connected = { $who }'s new road connected their network to { $with }'s for the first time.
story-fr-gift-offered = { $who } offered { $to } 1 { term-resource } as a gift.
story-fr-gift-taken = { $who } took the gift of 1 { term-resource } from { $from }.
story-fr-gift-refused = { $who } refused the gift from { $from }.
story-fr-asked-instead = { $who } asked { $from } for 1 { term-resource } instead.
story-fr-asked-given = { $who } gave { $to } the 1 { term-resource } asked for.
story-fr-gift-withdrawn = { $who } withdrew the gift.
story-fr-redeemed = { $who } returned { $cost } to the guild hall for { $favor }.
story-fr-token = { $guild ->
        [traders] wagon
        [merchants] ship
        [road-builders] shovel
        [scholars] book
       *[master-builders] compass
    }
story-fr-tokens = { $count } { $count ->
        [one] { story-fr-token }
       *[other] { $guild ->
            [traders] wagons
            [merchants] ships
            [road-builders] shovels
            [scholars] books
           *[master-builders] compasses
        }
    }
story-fr-favor-traders = the Traders: { $gave } to the bank for { $got }
story-fr-favor-merchants = the Merchants: 1 { term-resource } from the bank
story-fr-favor-road-builders = the Road Builders: a free road
story-fr-favor-scholars-card = the Scholars: a free development card ({ term-card })
story-fr-favor-scholars = the Scholars: a free development card
story-fr-favor-master-builders = the Master Builders: a VP marker
story-fr-exchange-drew = { $who } began an exchange and drew a { story-fr-token } token.
story-fr-exchange-drew-hidden = { $who } began an exchange and drew a favor token.
story-fr-exchange-returned = { $who } finished the exchange and returned a { story-fr-token } token to the supply.
story-fr-exchange-returned-hidden = { $who } finished the exchange and returned a favor token to the supply.

## Oil Springs. $oil, $give, $want, $gave, $got: oil counted.
story-oil-found = Oil was found: springs on { $tiles }. The supply holds the oil, the disaster track stands at 0, and the robber waits off the board until the first 7 or Knight.
story-oil-none = The springs gave no oil: the supply is empty.
story-oil-got = { $who } got { $oil } oil
story-oil-from-springs = From the springs: { $gains }.
story-oil-starting = { $who } took { $oil } oil to start, for the second settlement next to a spring.
story-oil-taken = { $who } took { $oil } oil from the supply.
story-oil-discarded = { $who } discarded { $oil } oil.
story-oil-discarded-with = { $who } discarded { $oil } oil and { $cards }.
story-oil-stolen = { $who } took 1 oil from { $victim } instead of a card.
story-oil-converted = { $who } used 1 oil for 2 { term-resource }; the disaster track moves up 1.
story-oil-metropolis = { $who } made the city { $at } a metropolis, using 2 oil; the disaster track moves up 2.
story-oil-sequestered = { $who } sequestered 1 oil: it is out of the game for good.
story-oil-champion = { $who } is now the Champion of the Environment ({ $oil } oil sequestered).
story-oil-terms = Oil in the terms { $who } just set for offer { $offer }: the offering player gives { $give } oil and gets { $want } oil.
story-oil-traded = With the trade, { $who } gave { $gave } oil to { $with } and got { $got } oil.
story-oil-monopoly-none = { $who } played Monopoly on oil, but nobody else had any.
story-oil-monopoly = { $who } played Monopoly on oil and took { $total } oil ({ $from }).
story-oil-from = { $count } from { $who }
story-oil-from-supply = { $count } from the supply
story-oil-disaster = Disaster phase: the oil used up to { $who }'s turn filled the disaster track. The disaster dice show { $first } + { $second } = { $sum ->
        [7] 7: the coasts flood
       *[other] { $sum }: pollution strikes a hex numbered { $sum }
    }.
story-oil-settlements-washed = the settlements { $places } were washed away (back to their owners)
story-oil-cities-reduced = the cities { $places } became settlements
story-oil-cities-washed = the cities { $places } were washed away (their owners had no settlement piece left)
story-oil-flooded = The coasts flooded: { $parts }. Roads and metropolises stand.
story-oil-flooded-nothing = The coasts flooded, but no settlement or city stood on the coast. Roads and metropolises are never hit.
story-oil-hex-polluted = Pollution destroyed { $tile }: its number token { $number } went to the disaster track for good, and the hex produces nothing from now on.
story-oil-spring-dry = Pollution struck the oil spring on { $tile }, but no oil was left to lose.
story-oil-spring-lost = Pollution struck the oil spring on { $tile }: { $total } oil lost for good ({ $sources }).
story-oil-abandoned = The fifth number token reached the disaster track: Catan is abandoned and nobody wins. { $who }, the Champion of the Environment, achieves the Pyrrhic Victory.
story-oil-abandoned-nobody = The fifth number token reached the disaster track: Catan is abandoned and nobody wins. Nobody held the Champion of the Environment, so there is no Pyrrhic Victory either.

## The game's own moments. $to: a move's number; $reason: the host's words.
story-rewind-proposed = The host proposed to rewind the game to just after move { $to }, because: “{ $reason }”.
story-rewind-agreed = { $who } agreed to the rewind.
story-rewind-refused = { $who } refused the rewind, so it does not happen.
story-rewound = The game was rewound to just after move { $to }: the moves after it are undone (they stay listed, marked undone).
story-paused = The host paused the game: no deadline runs until it resumes.
story-resumed = The host resumed the game.
story-keep-after-set = The host chose that the stand-in keeps a seat after { $missed } missed deadlines in a row.
story-deadline-missed = { $who }'s deadline passed; the stand-in decided.
story-stand-in-kept-after = After { $missed } missed deadlines in a row, the stand-in keeps { $who }'s seat until they take it back.
story-stand-in-handed = The host handed { $who }'s seat to the stand-in.
story-away = { $who } is away until { $until }; the stand-in plays for them meanwhile.
story-seat-taken-back = { $who } took their seat back.
story-preferences-set = { $who } chose: { $prefs }.
story-quiet-hours-set = The host chose quiet hours, { $span }: they do not count toward a deadline.
story-quiet-hours-removed = The host removed the quiet hours: every hour counts toward a deadline.
story-quiet-span = { $from } to { $to } (UTC{ $offset })
# $zone: an IANA time zone, "Europe/Berlin".
story-quiet-span-zone = { $from } to { $to } ({ $zone })
story-acted-by-preference = As { $who } chose, the server makes { $who }'s next move.
# A seat's preferences, said to the seat ($person: you) or about it (other).
story-pref-roll = { $roll ->
        [off] { $person ->
            [you] you roll the dice yourself
           *[other] they roll the dice themselves
        }
        [always] { $person ->
            [you] the dice are rolled for you as your turn starts
           *[other] the dice are rolled for them as their turn starts
        }
       *[unless-card] { $person ->
            [you] the dice are rolled for you as your turn starts, unless you hold a development card
           *[other] the dice are rolled for them as their turn starts, unless they hold a development card
        }
    }
story-pref-end-auto = { $person ->
        [you] your turn is ended for you when, by what everyone sees, you have nothing to spend
       *[other] their turn is ended for them when, by what everyone sees, they have nothing to spend
    }
story-pref-end-self = { $person ->
        [you] you end your turn yourself
       *[other] they end their turn themselves
    }
story-prefs = { $roll }; { $end }
story-prefs-skip = { $roll }; { $end }; { $person ->
        [you] you pass whenever you are asked in a special building phase
       *[other] they pass whenever they are asked in a special building phase
    }
# $text: the move in words.
story-by-preference = { $text } (automatically, as { $who } chose)
story-by-stand-in-for = { $text } (made by the stand-in for { $who })
story-by-stand-in = { $text } (made by the stand-in)
