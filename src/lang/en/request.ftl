### Why a request to create a game was refused. Names, addresses and codes
### come quoted.

request-name-length = each player needs a name of 1 to { $max } characters
request-not-an-address = { $email } is not an email address
request-same-name = two players are called { $name }
request-look-alike = { $name } looks like { $other }: give each player a name the others can tell apart
request-same-address = two players have the address { $email }: each seat needs its own
# $codes: the codes the server speaks, listed.
request-unknown-game-language = language: the server speaks { $codes }; { $code } is none of them
request-unknown-player-language = a player's language: the server speaks { $codes }; { $code } is none of them
