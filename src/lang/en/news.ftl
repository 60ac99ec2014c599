### The news at the top of a seat's page: what the seat's own latest command
### did, in the second person, and what others' commands did to it since.
### $words: whose terms the game uses (classic; bw: Baden-Württemberg's).
### $cards, $gave, $got, $give, $want: cards in words ("2 brick and 1 ore").

news-rolled = You rolled { $sum } and got { $cards }.
news-rolled-seven = You rolled 7.
news-rolled-nothing = You rolled { $sum } and got nothing.
news-got = You got { $cards }.
news-they-rolled = { $who } rolled { $sum }: you got { $cards }.
news-stole-from-you = { $words ->
        [bw] { $who } drew 1 { term-resource-bw } from you.
       *[classic] { $who } stole 1 { term-resource } from you.
    }
news-stole-card-from-you = { $words ->
        [bw] { $who } drew a card from you.
       *[classic] { $who } stole a card from you.
    }

## The table.
news-discarded = { $words ->
        [bw] You gave up { $cards } to the supply.
       *[classic] You discarded { $cards }.
    }
news-supply-traded = { $words ->
        [bw] You traded { $gave } for { $got } with the supply.
       *[classic] You traded { $gave } for { $got } with the bank.
    }
news-offered = Your offer went to { $to }: you give { $give } for { $want }.
news-accepted-of = You accepted { $maker }’s offer; the trade happens when they confirm it.
news-accepted = You accepted the offer; the trade happens when they confirm it.
news-declined-of = You declined { $maker }’s offer.
news-declined = You declined the offer.
news-countered-of = You countered { $maker }’s offer: you would give { $give } for { $want }.
news-countered = You countered the offer: you would give { $give } for { $want }.
news-withdrew = You withdrew your offer.
news-traded = You traded { $gave } to { $with } for { $got }.
news-traded-with-you = { $who } traded with you: you gave { $gave } and got { $got }.
news-accepted-yours = { $who } accepted your offer.
news-declined-yours = { $who } declined your offer.
news-countered-yours = { $who } countered your offer.

## The base game's commands.
news-robbed = You moved the robber to { $place }.
news-robbed-stole = You moved the robber to { $place } and stole 1 { term-resource } from { $victim }.
news-robbed-stole-card = You moved the robber to { $place } and stole a card from { $victim }.
news-stole = You stole 1 { term-resource } from { $victim }.
news-stole-card = You stole a card from { $victim }.
news-bought-card = You bought a development card: { term-card }.
news-bought-hidden = You bought a development card.
news-played-knight = You played a Knight.
news-played-road-building = You played Road Building.
news-played-plenty = You played Year of Plenty and took { $cards } from the bank.
news-monopoly-none = You played Monopoly on { term-resource }; nobody had any.
news-monopoly = You played Monopoly and took { $total } { term-resource }: { $from }.
news-took-from = { $count } from { $who }
news-monopoly-took-yours = { $who } played Monopoly on { term-resource } and took your { $lost } { term-resource }.
news-built-settlement = You built a settlement { $at }.
news-built-road = You built a road { $at }.
news-built-city = You built a city { $at }.
news-took-starting = You took starting resources: { $cards }.
news-starting-taken = You took your starting resources: { $cards }.
news-longest-road = You hold the Longest Road ({ $length } roads).
news-largest-army = You hold the Largest Army ({ $knights } knights).
news-turn-ended = You ended your turn; { $next } is next.
news-won = You won with { $points } points!
news-special-done = You are done in the special building phase.
