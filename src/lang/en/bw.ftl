### Baden-Württemberg Catan's pages, map, choices by reply and building
### costs. Town, landmark and region names are the map's, passed as they are.

## Places
bw-crossing-near = the crossing near { $town }
bw-crossing-free = a free crossing
bw-crossing-unknown = an unknown crossing
bw-landmark-in = the { $landmark } in { $town }
bw-landmark-at = the landmark at { $crossing }
bw-path = between { $from } and { $to }
bw-path-unknown = on an unknown path
# $terrain: hills, forest, pasture, fields, mountains or desert.
bw-terrain = { $terrain ->
        [hills] hills
        [forest] forest
        [pasture] pasture
        [fields] fields
        [mountains] mountains
       *[desert] desert
    }
# A landscape field's name. $region: its id (the map's data).
bw-region = { $region ->
        [northern-black-forest] Northern Black Forest
        [central-black-forest] Central Black Forest
        [southern-black-forest] Southern Black Forest
        [odenwald] Odenwald
        [swabian-jura-west] Swabian Jura, west
        [swabian-jura-east] Swabian Jura, east
        [ostalb] Ostalb
        [kraichgau-meadows] Kraichgau meadows
        [swabian-jura-middle] Swabian Jura, middle
        [upper-swabia] Upper Swabia
        [allgaeu-lake-constance] Allgäu and Lake Constance
        [kraichgau] Kraichgau
        [hohenlohe] Hohenlohe
        [tauber-land] Tauber land
        [gaeu] Gäu
        [upper-rhine-north] Upper Rhine, north
        [upper-rhine-south] Upper Rhine, south
       *[neckar-valley] Neckar valley
    }
# A landmark's name. $landmark: its id (the map's data).
bw-landmark = { $landmark ->
        [tv-tower] TV Tower
        [sigmaringen-castle] Sigmaringen Castle
        [zeppelin-museum] Zeppelin Museum
        [heidelberg-castle] Heidelberg Castle
        [freiburg-minster] Freiburg Minster
        [ulm-minster] Ulm Minster
        [karlsruhe-palace] Karlsruhe Palace
        [water-tower] Water Tower
        [imperia] Imperia
        [hohenzollern-castle] Hohenzollern Castle
        [kurhaus] Kurhaus
       *[st-michaels-church] St. Michael's Church
    }
bw-field = { $region } ({ bw-terrain }, { $number })
bw-field-bare = { $region } ({ bw-terrain })
bw-field-unknown = an unknown field
bw-resources = resources

## What a pick on the map does
bw-pick-road = Build a road { $path }
bw-pick-town-hall = Build a town hall in { $crossing }
bw-pick-landmark = Build { $landmark }
bw-pick-landmark-in = Build the { $landmark } in { $town }
bw-pick-inventor = Move the inventor to { $field }

## The map
bw-map-region = { $field }: { bw-terrain } yields { $yields }
bw-nothing = nothing
bw-map-caption = The map of Baden-Württemberg
bw-map-description = { $fields } landscape fields, { $halls } town halls and { $roads } roads on the map, { $built } of 12 landmarks built. The lists beside the map say the same in words.
bw-map-road = Road of player { $letter } { $path }
bw-map-free-crossing = Free { $crossing }
bw-map-free-crossing-near = Free the crossing near { $town }
bw-map-town-hall = { $town }: town hall of player { $letter }
bw-map-free-town = { $town }: free town field
bw-map-landmark-built = { $town }: landmark field of the { $landmark }, built
bw-map-landmark-not-built = { $town }: landmark field of the { $landmark }, not built yet
bw-map-inventor = The inventor, on { $field }
bw-map-free = free
bw-map-player = player { $letter }
bw-map-victory-field = Victory field { $title }: { $text }
bw-map-held = 1 VP: { $text }
bw-map-closeup = Close-up of the map: { $label }
bw-map-part = Close-up { $index } of { $count } of the map: { $places } { $places ->
        [one] place
       *[other] places
    } to pick
bw-map-part-description = A part of the same map, drawn larger so that its names read on a small screen; its marked places are links too.
bw-longest-trade-road = Longest Trade Road
bw-largest-inventor = Largest Inventor

## The top box
bw-head-found = Found your town hall of round { $round }: pick a marked town field on the map.
bw-head-roll = Your turn: roll the dice (you may play a development card first; trading waits for the roll).
bw-head-discard = A 7 was rolled: give up { $count } of your cards to the supply (half, rounded down).
bw-head-inventor = Move the inventor: pick a marked landscape field on the map.
bw-head-main = Your turn: trade, build, play a card, or end your turn.
bw-head-roads = Place { $left } free { $left ->
        [one] road
       *[other] roads
    }: pick a marked path on the map.
bw-head-won = You won the game!
bw-head-offer = { $who } made you an offer: it waits for your answer.
bw-seat-heading = { $who }’s seat
bw-watching = Watching a game of { $game }
bw-title = { $heading } — { $game }

## The inventor's confirm step
bw-blocks-nobody = No town hall stands on this field, so the inventor here blocks nobody’s { $yields }.
bw-blocks-roll = While the inventor stands here, a roll of { $number } yields no { $yields } to { $halls } on this field.
bw-blocks-any = While the inventor stands here, a roll of yields no { $yields } to { $halls } on this field.
# $person: you (the reader's own) or other ($who's).
bw-halls-of = { $person ->
        [you] your
       *[other] { $who }’s
    } { $count ->
        [one] town hall
       *[other] { $count } town halls
    }

## Confirm steps
bw-asks = { $what }?
bw-build-the-road = Build the road
bw-build-the-town-hall = Build the town hall
bw-build-the-landmark = Build the landmark
bw-move-inventor-here = Move the inventor here
bw-move-inventor-draw = Move the inventor here and draw a card from { $who }
bw-landmark-detail = It costs { $cost }. A landmark is worth no points, but once it stands, its crossing opens to every player’s roads, yours and the others’ alike.
bw-end-a-road = a road
bw-end-a-town-hall = a town hall
bw-end-a-landmark = a landmark
bw-invention-title = Play an invention?
bw-invention-detail = Then you move the inventor and may draw a card.
bw-invention-yes = Yes, play the invention
bw-trade-title = Play Trade?
bw-trade-detail = You trade 2:1 with the supply for the rest of this turn.
bw-trade-yes = Yes, play Trade
bw-successful-title = Play Successful Invention and take { $cards } from the supply?
bw-successful-detail = The card is spent once played.
bw-successful-yes = Yes, play Successful Invention

## Forms and buttons
bw-supply-trade = Trade with the supply
bw-supply-summary = Trade with the supply ({ $rate }:1)
bw-button-roll = Roll the dice
bw-button-invention = Play an invention
bw-button-road-building = Play Road Building
bw-button-trade = Play Trade (2:1 this turn)
bw-button-buy-card = Buy a development card
bw-button-end-turn = End your turn
bw-discard-title = Give up { $count } cards
bw-discard-button = Give up these { $count } cards
bw-marked-on-the-map = Marked on the map
bw-pick-then-confirm = Pick one, then confirm; the list under the map names them all.
bw-refuse-pick = That place cannot be picked now; the marked places on the map are the ones you can pick.
bw-refuse-ask = That cannot be done now; the buttons below are what you can do.

## The turn box's names for the map's picks
bw-move-town-hall = Build a town hall
bw-town-field = town field
bw-town-fields = town fields
bw-move-landmark = Build a landmark
bw-landmark-field = landmark field
bw-landmark-fields = landmark fields
bw-move-road = Build a road
bw-a-path = path
bw-paths = paths
bw-path-for-a-road = path for a road
bw-paths-for-a-road = paths for a road
bw-move-inventor = Move the inventor
bw-a-field = field
bw-fields = fields
bw-inventor-fields = the fields the inventor may move to

## House readings and how this game differs from the base game
bw-house-trade = House reading: only the player whose turn it is trades with the others. Offers wait for answers: each named player accepts, declines or counters; the player whose turn it is then confirms one. Every open offer lapses when the turn ends.
bw-house-roll-first = House reading: the yield roll comes first. Before it, a player may play a development card but not trade: trading of every kind (with players, with the supply, 2:1 after a Trade card) waits for the roll.
bw-house-victory = House reading: a player wins during their own turn only, with 12 points (three players) or 10 (four), achievements included.
bw-house-supply = House reading: if the supply cannot pay everyone a resource in full, nobody gets it, unless only one player is owed it; that player takes what is left.
bw-house-fields = House reading: Longest Trade Road (5 roads or more, broken only by other players' town halls) and Largest Inventor (3 inventions or more) are claimed at once, with one of the holder's own town halls.
bw-differs-halls = There are no settlements or cities: every town hall you build on a town field is worth 1 point, and you start with 3.
bw-differs-roads = A road passes a town field only through your own town hall, and a landmark field only once its landmark is built.
bw-differs-landmarks = A landmark is worth no points, but once built, by anyone, it opens its crossing to everyone’s roads.
bw-differs-inventor = On a 7 or an invention, move the inventor to another landscape field and draw 1 card from a player with a town hall there; while it stands there, that field yields nothing.

## Development cards
bw-dev-name = { $card ->
        [invention] Invention
        [road-building] Road Building
        [successful-invention] Successful Invention
        [trade] Trade
       *[achievement] Achievement
    }
bw-dev-what = { $card ->
        [invention] move the inventor and draw a card
        [road-building] two free roads
        [successful-invention] two resources of your choice from the supply
        [trade] 2:1 with the supply for the rest of the turn
       *[achievement] 1 hidden victory point
    }

## Players, victory fields, hands
bw-left = { $halls ->
        [one] { $halls } town hall
       *[other] { $halls } town halls
    } and { $roads ->
        [one] { $roads } road
       *[other] { $roads } roads
    } left
bw-road-held = Longest Trade Road: { $who }'s town hall stands on it (a trade road of { $length } roads), worth 1 point.
bw-road-free = Longest Trade Road: free; a trade road of 5 roads or more claims it.
bw-inventor-held = Largest Inventor: { $who }'s town hall stands on it ({ $inventions } inventions played), worth 1 point.
bw-inventor-free = Largest Inventor: free; 3 inventions played claim it.
bw-every-other-hand = Every other hand at the end
bw-your-hand = Your hand
bw-hands = Hands

## The page
bw-intro = Baden-Württemberg Catan: town halls, roads and landmarks on the map of Baden-Württemberg. { $points } points win.
bw-rewind-proposed = A rewind is proposed
bw-cancel = Cancel
bw-trade-offers = Trade offers
bw-what-you-can-do = What you can do
bw-play-successful = Play Successful Invention
bw-first-resource = First resource
bw-second-resource = Second resource
bw-take-them = Take them from the supply
bw-legend = Landscapes by colour with their names and yield numbers (6 and 8 in red). Town fields are circles, landmark fields diamonds (a tower and ✓ once the landmark stands), free crossings dots. Town halls are houses, roads lines, each in its player's colour with their letter; the inventor wears a hat. Places you may pick are yellow dots; fields the inventor may move to are ringed in blue.
bw-parts-heading = The places you may pick, close up
bw-parts-note = The parts of the map that hold them, with names large enough to read; tap a yellow dot or a ringed field here as on the whole map.
bw-parts-note-halls = The parts of the map that hold them and your town halls, with names large enough to read; tap a yellow dot or a ringed field here as on the whole map.
bw-hand-total = { $total ->
        [one] { $total } resource card
       *[other] { $total } resource cards
    }. You have { $points ->
        [one] { $points } point
       *[other] { $points } points
    }, hidden achievements included.
bw-dev-cards = Development cards
bw-no-dev-cards = No development cards.
bw-dev-new = { $what }; { $new } bought this turn, playable from your next turn
bw-dev-held = Development cards:
bw-hand-of = { $who }: { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
bw-players = Players
bw-caption-turn-order = Every player's public state, in turn order; the list below the table explains each column
bw-caption-standings = Every player at the end, in the order of the final standings; the list below the table explains each column
bw-col-player = Player
bw-col-points = Points
bw-col-cards = Cards
bw-col-dev-cards = Dev cards
bw-col-inventions = Inventions
bw-tag-you = you
bw-tag-turn = turn
bw-tag-to-act = to act
bw-row-more = Trade road { $length }; { $left }
bw-row-more-started = Trade road { $length }; { $left }; started in { $towns }
bw-legend-points = victory points everyone can see; hidden achievements count only when their owner wins. { $points } points win.
bw-legend-points-over = all victory points, hidden achievements included: the game is over. { $points } points win.
bw-legend-cards = resource cards in hand.
bw-legend-dev-cards = development cards held and not yet played.
bw-legend-inventions = inventions played, face up.
bw-legend-under = Under each name
bw-legend-under-what = the length of the player’s longest trade road, the town halls and roads they have left to build (12 and 20 to begin with) and the towns they started in.
bw-legend-awards = held by the marked player, 1 point each.
bw-victory-fields = Victory fields
bw-supply = Supply
bw-supply-dev-cards = development cards
bw-supply-rate = Trade with the supply this turn: { $rate }:1.

## Choices by reply
bw-choice-roll = Roll the dice
bw-choice-supply = Trade { $rate } { $give } with the supply for 1 { $get }
bw-choice-supply-line = Trade with the supply: choose what you give and what you get on your page
bw-choice-inventor = Move the inventor to { $field }
bw-choice-inventor-draw = Move the inventor to { $field } and draw a card from { $who }
bw-choice-invention = Play an invention: move the inventor and draw a card
bw-choice-successful = Play Successful Invention: take { $cards } from the supply
bw-choice-successful-line = Play Successful Invention: choose the 2 resources you take from the supply on your page
bw-choice-trade = Play Trade: 2:1 with the supply for the rest of the turn
bw-choice-end-turn = End your turn

## The building-cost card
bw-cost-town-hall = Town hall
bw-cost-one-point = 1 point
bw-cost-landmark = Landmark
bw-cost-no-halls = you have no town halls left
bw-cost-no-town-field = no free town field touches your roads
bw-cost-no-landmark-field = no free landmark field touches your roads
