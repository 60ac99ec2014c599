### A Frenemies game's pages: how it differs from the base game, the guild
### hall and favor tokens, its forms and choices.

## How the game differs from the base game
frenemies-differs-win = You win with 11 victory points, during your own turn; VP markers count.
frenemies-differs-robber = Move the robber harmlessly and earn 1 favor token: to a hex with no settlement or city around it, or to the desert without stealing.
frenemies-differs-gift = Give an opponent with no more visible points than you 1 resource card: if they accept, you earn 1 favor token (one gift a turn).
frenemies-differs-connect = Build a road that first connects your network to an opponent’s and you draw 3 favor tokens, they draw 1; only the first connection between two players counts.
frenemies-differs-redeem = On your turn, either redeem tokens at the guilds or make one exchange; tokens earned this turn are yours to use from your next turn.

## House readings
frenemies-note-tokens = House reading (Frenemies): in one turn a player either redeems favor tokens (any number of redemptions) or makes one exchange, never with tokens earned that turn. A player's token count is public, their guilds are not. 11 points win, VP markers included.
frenemies-note-gift = House reading (Frenemies): one gift that is taken per turn, to an opponent with no more visible points than you; a refused giver may offer to another.

## Tokens and guilds
# $token: a token's guild id; $count: how many.
frenemies-tokens-of = { $count } { $token ->
        [traders] { $count ->
            [one] wagon
           *[other] wagons
        }
        [merchants] { $count ->
            [one] ship
           *[other] ships
        }
        [road-builders] { $count ->
            [one] shovel
           *[other] shovels
        }
        [scholars] { $count ->
            [one] book
           *[other] books
        }
       *[master-builders] { $count ->
            [one] compass
           *[other] compasses
        }
    }
# $token: a token's guild id.
frenemies-token = { $token ->
        [traders] wagon
        [merchants] ship
        [road-builders] shovel
        [scholars] book
       *[master-builders] compass
    }
frenemies-favor = { $guild ->
        [traders] up to two 1:1 swaps with the bank
        [merchants] any 1 resource from the bank
        [road-builders] 1 free road, placed at once
        [scholars] 1 free development card
       *[master-builders] 1 VP marker
    }

## The favor panel
frenemies-heading = Favor tokens
frenemies-your-tokens = Your favor tokens
# $who: the player whose tokens these are.
frenemies-tokens-heading = { $who }'s favor tokens
# $heading: the table's heading.
frenemies-by-guild = { $heading } by guild
frenemies-guild = Guild
frenemies-held = Held
frenemies-new-title = Earned this turn: usable from the next turn
frenemies-new = New
# $total: tokens held; $locked: earned this turn.
frenemies-in-all = { $total } in all{ $locked ->
        [0] {""}
       *[other] ; { $locked } earned this turn, usable from the next turn
    }.
# $token: the token drawn (a guild id).
frenemies-open-drew = The open exchange drew a { frenemies-token }.
frenemies-your-secrecy = Nobody else sees your tokens’ guilds, only how many you hold.
frenemies-their-secrecy = During play only { $who } saw these guilds; the others saw how many tokens { $who } held.
frenemies-gift = Gift:
# $from: the giver; $to: the player offered; $resource: the gift's resource.
frenemies-gift-offered = { $from } offers { $to } 1 { $resource } as a gift; it waits for { $to }'s answer.
# $asked: the resource asked for instead.
frenemies-gift-asked = { $to } asked { $from } for 1 { $asked } instead of the { $resource }.
frenemies-redeemed = { $who } redeemed favor tokens this turn, so makes no exchange.
frenemies-exchanged = { $who } exchanged a favor token this turn, so redeems none.
frenemies-players-favor = Players’ favor
frenemies-players-caption = Favor tokens and VP markers of every player
frenemies-player = Player
frenemies-tokens = Tokens
frenemies-vp-markers = VP markers
frenemies-points = Points
frenemies-you = you
frenemies-markers-note = VP markers are taken from the Master Builders; Points are the victory points everyone can see, VP markers included.
frenemies-hall = Guild hall
frenemies-hall-caption = The five guilds: cost, favor and tokens redeemed there
frenemies-cost = Cost
frenemies-redeemed-there = Redeemed
# $supply: tokens face down; $markers: VP markers left.
frenemies-supply = { $supply } tokens left face down in the supply; { $markers } VP markers left.

## What the game waits for
# $who: the player asked ("you" for the reader: $person).
frenemies-waiting-answer = Waiting for { $person ->
        [you] you
       *[other] { $who }
    } to accept, refuse or ask for another resource than the { $resource } { $from } offers as a gift.
frenemies-waiting-give = Waiting for { $giver_person ->
        [you] you
       *[other] { $giver }
    } to give { $person ->
        [you] you
       *[other] { $who }
    } the { $asked } asked for, or to withdraw the gift.
frenemies-waiting-return = Waiting for { $person ->
        [you] you
       *[other] { $who }
    } to return a favor token to finish an exchange.

## The seat's forms
frenemies-accept = Accept the { $resource }
frenemies-refuse = Refuse the gift
frenemies-offers-you = { $from } offers you 1 { $resource } as a gift: accept it, refuse it, or ask for another resource instead.
frenemies-give-instead = Give 1 { $asked } instead
frenemies-withdraw = Withdraw the gift
frenemies-your-gift = Your gift of 1 { $resource } to { $to } waits for their answer.
frenemies-asks-instead = { $to } asks for 1 { $asked } instead of the { $resource }: give it, or withdraw the gift.
frenemies-asks-cannot = { $to } asks for 1 { $asked } instead of the { $resource }, but you hold no { $asked } to give, so you can only withdraw the gift: you keep your { $resource } and may offer a gift again.
# $token: the token (a guild id); $guild: the guild's name.
frenemies-return = Return a { frenemies-token } ({ $guild })
frenemies-scholars = Scholars: 2 books for a free development card
frenemies-master-builders = Master Builders: 2 compasses for a VP marker
frenemies-exchange = Exchange a token: draw one, then return one
frenemies-drew = Your exchange drew a { frenemies-token }: return one of your tokens (it may be that one) to finish it.
frenemies-shovel = Build it free with a shovel (Road Builders)
# $count: marked paths.
frenemies-shovel-hint = With a shovel token you may build a free road on { $count } marked { $count ->
        [one] path
       *[other] paths
    }.
frenemies-gift-for-you = A gift for you
frenemies-ask-for = Ask for
frenemies-instead = instead
frenemies-ask-for-it = Ask for it
frenemies-your-gift-heading = Your gift
frenemies-finish = Finish the exchange
frenemies-you-drew = You drew a { frenemies-token }.
frenemies-return-one = Return one token to the supply: the one you drew, or one you held before this turn.
frenemies-give-away = Give a resource away (earns a favor token)
frenemies-to = To
frenemies-give-one = Give 1
frenemies-offer-gift = Offer the gift
frenemies-gift-note = Only opponents with no more visible points than you can be offered a gift. They accept, refuse or ask for another resource; you earn a token when it is taken.
frenemies-use-tokens = Use your favor tokens
frenemies-traders = Traders: 1 wagon token for up to two 1:1 swaps with the bank
frenemies-first-swap = First swap
frenemies-second-swap = Second swap (optional)
frenemies-for-one = for 1
frenemies-nothing = nothing
frenemies-swap = Swap with the bank
frenemies-never-same = Never the same resource on both sides.
frenemies-merchants = Merchants: 1 ship token buys 1
frenemies-from-bank = from the bank
frenemies-take-it = Take it from the bank
frenemies-road-builders = Road Builders: pick a marked path on the board to build a free road with a shovel ({ $count } spots).

## What the robber and a road earn
frenemies-robber-prompt = Move the robber: pick a marked hex on the board. Moving it harmlessly earns you 1 favor token: to a hex no settlement or city touches, or to the desert without stealing.
# $empty: yes when the supply of tokens is empty.
frenemies-robber-untouched = No settlement or city touches this hex: moving the robber here earns you 1 favor token{ frenemies-empty }.
frenemies-robber-desert = This is the desert: move the robber here without stealing and you earn 1 favor token{ frenemies-empty }.
frenemies-empty = { $empty ->
        [yes] {" "}(the supply of favor tokens is empty, so nobody draws one)
       *[no] {""}
    }
# $who: a player.
frenemies-whose = { $who }’s
# $whose: the networks, listed; $who: their players, listed; $count: how many.
frenemies-road-connects = This road first connects your network to { $whose }: { $who } { $count ->
        [one] draws 1 favor token
       *[other] draw 1 favor token each
    }, then you draw 3{ frenemies-empty }.

## The seat's choices, as its emails and plans list them
# $resource: the resource's name; $to: the player.
frenemies-choice-gift = Offer 1 { $resource } to { $to } as a gift
frenemies-choice-take-gift = Take the gift offered to you
frenemies-choice-refuse-gift = Refuse the gift offered to you
frenemies-choice-ask-instead = Ask the giver for 1 { $resource } instead
frenemies-choice-give-asked = Give the resource you were asked for
frenemies-choice-take-back = Take back your gift
# $give, $get: cards in words.
frenemies-choice-traders = Traders: 1 wagon token swaps { $give } with the bank for { $get }
frenemies-choice-merchants = Merchants: 1 ship token buys 1 { $resource } from the bank
frenemies-choice-scholars = Scholars: draw a free development card
frenemies-choice-master-builders = Master Builders: take a victory point marker
frenemies-choice-exchange = Exchange a favor token: draw one, then return one
# $guild: the guild's name.
frenemies-choice-return = Return a { $guild } token to the supply
# $place: the path in words.
frenemies-choice-free-road = Road Builders: a free road { $place } for 1 shovel token
frenemies-traders-line = Traders: 1 wagon token for up to two 1:1 swaps with the bank; choose them on your page
frenemies-merchants-line = Merchants: 1 ship token buys 1 resource of your choice from the bank; choose it on your page
frenemies-gift-line = Give a resource away (earns a favor token): choose whom and what on your page
