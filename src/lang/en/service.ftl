### Why the game service refused a request: a clause that follows "Not
### done:" on a page and "Your reply made no move:" in an email (no
### capital, no full stop).

## The host's pause, the stand-in and a seat away.
service-paused-already = the game is paused already
service-not-paused = the game is not paused
service-keep-after = choose 1 to { $max } missed deadlines
service-away-date = choose a date after today and within a year
service-person-language = language: the server speaks en and de, not { $code }
service-person-away = away_until: { $value } is no date after today and within a year
service-person-time-zone = time_zone: { $value } is no time zone such as Europe/Berlin
service-person-setting = { $field }: this setting is not offered yet; set language, time_zone or away_until
service-no-such-seat = there is no such seat
# $name: the player whose seat the stand-in keeps.
service-kept-already = the stand-in keeps { $name }'s seat already
service-plays-already = you play your seat yourself already

## A rewind.
service-reason-length = give a reason of 1 to { $max } characters
service-rewind-proposed = a rewind is already proposed
# $to: the number of an event in the game's history.
service-not-in-effect = event { $to } cannot be rewound to: choose an event of the game that is still in effect
service-not-a-move = event { $to } is not a move of the game
service-no-rewind = no rewind is proposed
service-agreed-already = you have already agreed

## Standing plans and quiet hours.
service-too-many-plans = keep at most { $max } plans: remove one first
service-quiet-same-times = quiet hours must start and end at different times
service-quiet-offset = the offset from UTC is -840 to 840 minutes, not { $offset }
# $text: the time as typed, in quotes.
service-quiet-not-a-time = { $text } is not a time such as 22:00
# $zone: the time zone as typed, in quotes. quiet_hours.time_zone and
# utc_offset_minutes are the JSON API's field names: keep them.
service-quiet-unknown-zone = quiet_hours.time_zone: { $zone } is not a time zone the server knows; name one as the IANA time zone database does, such as Europe/Berlin or America/New_York
service-quiet-zone-and-offset = quiet_hours: give a time_zone or a utc_offset_minutes, not both

## Text a person typed: $field names the field (player-name,
## player-address, reason, message), $what the kind of character refused
## (nul, control, direction, separator, invisible), $code its code point.
service-text = { $field ->
        [player-name] a player's name
        [player-address] a player's address
        [reason] the reason
       *[message] the message
    } holds { $what ->
        [nul] a NUL character
        [control] a control character
        [direction] a text-direction character
        [separator] a line or paragraph separator
       *[invisible] an invisible character
    } (U+{ $code }), which does not show as text: write it with visible characters only
service-nothing-shows = { $field ->
        [player-name] a player's name
        [player-address] a player's address
        [reason] the reason
       *[message] the message
    } shows no letter or digit: write it with at least one letter or digit
service-too-many-marks = { $field ->
        [player-name] a player's name
        [player-address] a player's address
        [reason] the reason
       *[message] the message
    } stacks more than { $max } accents or other marks on one letter: write each letter with at most { $max }

## A game that does not run.
service-not-started = this game has not started yet: it waits for its host to start it from the link emailed to them
service-expired = this game was never started by its host and has expired; set it up again to play

## The JSON API's own answers, worded in English (the API's language by
## contract).
service-api-went-wrong = something went wrong on our side; please try again
# $limited: the rate limit's reason, in English.
service-api-limited = { $limited }; nothing was done
service-api-json-type = send JSON with Content-Type: application/json
service-api-body-unread = the request body could not be read; nothing was done
# $at: where in the body, worded by service-api-at.
service-api-json-data = the body is JSON, but not what this request takes: a field is missing, unknown or of the wrong kind (near { $at }); see the API's documentation. Nothing was done
service-api-json-syntax = the body is not valid JSON (it breaks off or goes wrong at { $at }); nothing was done
service-api-at = line { $line }, column { $column }
service-api-other-site = this request came from another website, so it was refused; nothing was changed. Use the form on this site's own page
# $email: what the request named, quoted.
service-api-links-not-an-address = the field "email" holds { $email }, which is not an email address: send the address the game emails go to, such as anna@example.org; nothing was done
service-api-links-accepted = if this address plays here, its links were emailed to it
