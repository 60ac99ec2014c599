### The story of a game: what happened, one event a sentence, as the
### latest events, the history and a board in the past list it.
### $who, $victim, $next: players' names. $words: whose terms the game uses
### (classic: the base game's; bw: Baden-Württemberg's).

story-rolled = { $who } rolled { $first } + { $second } = { $sum }.
story-got = { $who } got { $cards }
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
