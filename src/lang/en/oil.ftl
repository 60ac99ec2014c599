### An Oil Springs game's pages: how it differs from the base game, the
### disaster track and oil, its forms and choices.

## How the game differs from the base game
oil-differs-springs = Hexes marked OIL are oil springs: buildings there get oil, never the hex’s resource: 1 for a settlement, 2 for a city, 3 for a metropolis.
oil-differs-use = On your turn, use oil: convert 1 oil into 2 of one resource, or make a city a metropolis for 1 brick, 1 grain, 1 ore and 2 oil. A metropolis, drawn as a city in a ring, produces 3, is worth 3 points and is safe from floods.
oil-differs-disaster = Every oil used moves the disaster track up one. At 5 a disaster strikes when the turn ends: a 7 floods the coasts (settlements there are removed, cities become settlements); any other number pollutes a hex with it, which loses its number for good (an oil spring loses 3 oil from the supply instead).
oil-differs-abandoned = When pollution has taken a fifth number, the island is abandoned and nobody wins.
oil-differs-sequester = Instead of using oil, you may sequester 1 oil a turn: every 3 are worth 1 point, and the first to 3 is Champion of the Environment (1 point).
oil-differs-trade = Oil is open to everyone and counts as a card on a 7; it can be traded between players but not with the bank. You win with 12 points at the end of your turn.

## House readings
oil-house-springs = House reading (official FAQ): an oil spring gives only oil, never its terrain's resource; the robber may never move to a hex pollution destroyed.
oil-house-use-or-sequester = House reading (official FAQ): in one turn a player either uses oil or sequesters one oil, not both; once the disaster track reaches 5, no more oil may be used that turn.
oil-house-victory = Oil Springs: 12 points win, checked at the end of your own turn, after the disaster phase. The fifth number token on the disaster track ends the game with no winner.

## The panel
oil-heading = Oil Springs
# $track: the marker's place; $limit: where a disaster strikes.
oil-track = Disaster track: { $track } of { $limit }
oil-reached = reached
oil-not-reached = not reached
oil-track-note = Every oil used (converted or spent on a metropolis) moves the marker up one; at { $limit } a disaster strikes when the turn ends, and no more oil may be used that turn. Sequestered, discarded, stolen and traded oil does not count.
# $taken: number tokens pollution took; $left: how many more end the game.
oil-tokens-taken = Number tokens taken by pollution: { $taken ->
        [0] none yet
       *[other] { $taken }
    }; the island is abandoned when { $left } more { $left ->
        [one] is
       *[other] are
    } taken.
oil-destroyed-token = (destroyed: produces nothing)
# $number: the token; $hex: the hex it came from.
oil-token = { $number }, from { $hex }
# $supply: oil in the supply; $lost: oil lost to pollution; $left: metropolis tokens left.
oil-supply = Oil in the supply: { $supply }. Lost for good to pollution: { $lost }. Metropolis tokens left: { $left }.
oil-players-caption = Each player's oil, open to everyone
oil-player = Player
oil-oil = Oil
oil-name = oil
oil-sequestered = Sequestered
oil-you = you
oil-champion = Champion of the Environment
oil-every-three = Every 3 sequestered oil are worth 1 point.
# $who: the player.
oil-champion-holds = { $who } holds the Champion of the Environment (1 point): whoever sequesters more oil takes it.
oil-champion-nobody = Nobody holds the Champion of the Environment yet: the first to sequester 3 oil takes it (1 point).
oil-abandoned-pyrrhic = Catan was abandoned after the fifth number token went to the disaster track: nobody won. { $who } holds the Pyrrhic Victory as Champion of the Environment.
oil-abandoned-nobody = Catan was abandoned after the fifth number token went to the disaster track: nobody won, and nobody held the Champion of the Environment.
# $who: the offering player; $give, $want: oil.
oil-terms-own = { $who }'s offer also has { $who } giving { $give } oil and asking { $want } oil.
# $who: the countering player; $from: the offering one.
oil-terms-counter = { $who }'s counter to { $from }'s offer has { $from } giving { $give } oil and asking { $want } oil.

## What the seat can do with oil
oil-metropolis-what = A metropolis takes 1 brick, 1 grain, 1 ore and 2 oil on one of your cities: it produces 3, is worth 3 points and is safe from floods
# $left: metropolis tokens left.
oil-metropolis-left = { oil-metropolis-what }; { $left ->
        [0] no metropolis token is left.
        [one] 1 metropolis token is left.
       *[other] { $left } metropolis tokens are left.
    }
# $marked: the seat's cities marked for one.
oil-metropolis-marked = { oil-metropolis-what }. { $marked ->
        [one] 1 of your cities is marked on the board for one.
       *[other] { $marked } of your cities are marked on the board for one.
    }
# $last: yes when that disaster could take the fifth number.
oil-disaster = a 7 floods the coasts (settlements there are removed, cities become settlements), any other number pollutes a hex with it, which stops producing for good{ $last ->
        [yes] ; that would be the fifth number lost: the island is abandoned and nobody wins
       *[no] {""}
    } (an oil spring loses 3 oil from the supply instead)
# $from, $to: the marker before and after; $limit: the track's end.
oil-track-full = The disaster track goes from { $from } to { $to } of { $limit }: it is full, so no more oil may be used this turn, and a disaster strikes when your turn ends: { oil-disaster }.
oil-track-moves = The disaster track goes from { $from } to { $to } of { $limit }. At { $limit } a disaster strikes when the turn ends: { oil-disaster }.
oil-note-sequestered = You sequestered oil this turn, so you cannot use oil until your next turn.
oil-note-full = The disaster track is full: no more oil may be used this turn, and a disaster strikes when your turn ends.
# $oil: the seat's oil; $left: oil that may still be used; $used: yes when it used oil this turn.
oil-note-left = You have { $oil } oil. Up to { $left } oil may be used this turn before the disaster track is full{ $used ->
        [yes] ; you used oil this turn, so you cannot sequester
       *[no] {""}
    }.
oil-metropolis-pick = Make this city a metropolis (1 brick, 1 grain, 1 ore and 2 oil)
# $who: the victim; $oil: their oil.
oil-steal-pick = Move the robber here and take 1 oil from { $who } (who has { $oil })
oil-actions-heading = What you can do with oil
oil-convert-heading = Use 1 oil for 2 of a resource
oil-convert-note = Each oil used moves the disaster track up one; you confirm first.
# $resource: the resource's name.
oil-two = 2 { $resource }
oil-sequester-heading = Sequester oil
oil-sequester-note = Put 1 oil out of the game for good instead of using oil this turn (one a turn).
oil-sequester-button = Sequester 1 oil
# $count: cards and oil to discard.
oil-discard-heading = Discard { $count }, oil included
oil-discard-note = Each oil counts as one card; discarded oil goes back to the supply.
oil-you-have-to-give = (you have { $count } to give)
oil-you-have = (you have { $count })
oil-discard-button = Discard these { $count }
oil-plenty-heading = Play Year of Plenty for oil
oil-one-oil-and = 1 oil and
# $what: oil or a resource, by name.
oil-one = 1 { $what }
oil-take-them = Take them
oil-monopoly-heading = Play Monopoly on oil
oil-monopoly-button = Take everyone's oil
oil-offer-summary = Offer a trade with oil
oil-you-give = You give
oil-you-want = You want
oil-offer-to = Offer to
oil-post-offer = Post the offer
oil-no-bank = Oil cannot be traded with the bank, only between players.
# $who: the offering player.
oil-counter-summary = Counter { $who }'s offer with oil
oil-send-counter = Send the counter-offer

## Confirm steps
oil-convert-title = Use 1 oil for 2 { $resource }?
oil-convert-yes = Yes, use 1 oil for 2 { $resource }
oil-plenty-two-title = Play Year of Plenty and take 2 oil?
oil-plenty-title = Play Year of Plenty and take 1 oil and 1 { $resource }?
oil-plenty-detail = The card is spent once played.
oil-plenty-yes = Yes, play Year of Plenty
oil-monopoly-title = Play Monopoly on oil?
oil-monopoly-detail = Every other player gives you all their oil.
oil-monopoly-yes = Yes, play Monopoly
# $track: what it does to the disaster track.
oil-metropolis-costs = It costs 1 brick, 1 grain, 1 ore and 2 oil. { $track }
# $count: cities marked for a metropolis.
oil-marked-metropolises = Marked: { $count } of your cities can become a metropolis.

## The board
oil-badge = OIL
oil-spring-title = oil spring: buildings here get oil (1 a settlement, 2 a city, 3 a metropolis), never its resource
# $number: the token pollution took.
oil-struck-why = destroyed by pollution: its number token { $number } is on the disaster track and it produces nothing
oil-board-caption = The board, with the oil springs marked OIL and destroyed hexes hatched

## The seat's choices, as its emails and plans list them
# $place: the city's corner in words.
oil-choice-metropolis = Make your city { $place } a metropolis
# $resource: the resource's name.
oil-choice-convert = Use 1 oil for 2 { $resource }
oil-choice-sequester = Sequester 1 oil (put it out of the game)
# $hex: the hex in words; $who: the player robbed.
oil-choice-steal = Move the robber to { $hex } and take 1 oil from { $who }
oil-choice-plenty = Play Year of Plenty: take 1 oil and 1 { $resource }
oil-choice-plenty-two = Play Year of Plenty: take 2 oil
oil-choice-monopoly = Play Monopoly on oil: every other player gives you all theirs
oil-choice-offer = Make an offer with oil (on your page)
oil-convert-line = Use 1 oil for 2 of one resource: choose which on your page

## The building costs
oil-cost-metropolis = Metropolis
oil-three-points = 3 points
oil-no-tokens-left = no metropolis tokens are left
oil-sequestered-this-turn = you sequestered oil this turn
# $room: oil the disaster track still takes.
oil-track-room = the disaster track has room for { $room } oil only
oil-no-city = you have no city to upgrade
