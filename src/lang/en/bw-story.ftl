### Baden-Württemberg Catan's events in words, for the history, the latest
### events and a seat's news. $person: you (the reader) or other ($who).

bw-story-began = The game began. Turn order, drawn at random: { $order }. Each player's three town halls stand on the towns of their building cost card.
bw-story-began-variable = The game began. Turn order, drawn at random: { $order }. Each player founds three town halls in turn.
bw-story-town-hall = { $person ->
        [you] You
       *[other] { $who }
    } built a town hall in { $crossing }.
bw-story-road = { $person ->
        [you] You
       *[other] { $who }
    } built a road { $path }.
bw-story-landmark = { $person ->
        [you] You
       *[other] { $who }
    } built { $landmark }.
bw-story-inventor = { $person ->
        [you] You
       *[other] { $who }
    } moved the inventor to { $field }.
bw-story-inventor-drew = { $person ->
        [you] You
       *[other] { $who }
    } moved the inventor to { $field } and drew 1 { term-resource-bw } from { $victim }.
bw-story-inventor-drew-card = { $person ->
        [you] You
       *[other] { $who }
    } moved the inventor to { $field } and drew a card from { $victim }.
bw-story-drew = { $person ->
        [you] You
       *[other] { $who }
    } drew 1 { term-resource-bw } from { $victim }.
bw-story-drew-card = { $person ->
        [you] You
       *[other] { $who }
    } drew a card from { $victim }.
bw-story-bought = { $person ->
        [you] You
       *[other] { $who }
    } bought a development card: { $card }.
bw-story-bought-card = { $person ->
        [you] You
       *[other] { $who }
    } bought a development card.
bw-story-invention = { $person ->
        [you] You
       *[other] { $who }
    } played an invention.
bw-story-road-building = { $person ->
        [you] You
       *[other] { $who }
    } played Road Building: two free roads.
bw-story-successful = { $person ->
        [you] You
       *[other] { $who }
    } played Successful Invention and took { $cards } from the supply.
bw-story-trade = { $person ->
        [you] You
       *[other] { $who }
    } played Trade: 2:1 with the supply for the rest of the turn.
bw-story-road-taken = { $person ->
        [you] You
       *[other] { $who }
    } placed a town hall on Longest Trade Road ({ $length } roads).
bw-story-road-set-aside = Longest Trade Road was set aside: nobody holds it.
bw-story-inventor-taken = { $person ->
        [you] You
       *[other] { $who }
    } placed a town hall on Largest Inventor ({ $inventions } inventions).
bw-story-turn-ended = { $person ->
        [you] You ended your turn
       *[other] { $who } ended the turn
    }; { $next } is next.
bw-story-won = { $person ->
        [you] You
       *[other] { $who }
    } won with { $points } victory points, revealing { $achievements } { $achievements ->
        [one] achievement
       *[other] achievements
    }.
bw-story-won-you = You won with { $points } points!
