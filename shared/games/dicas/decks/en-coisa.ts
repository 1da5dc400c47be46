import { buildDeck, type CardSource } from "./types";

const cards: CardSource[] = [
  ["Umbrella", `
It is an object.
You hold it in your hand.
It has a handle.
It often has a pointed tip.
It has metal ribs.
It opens and closes.
Some open at the press of a button.
Some fold up small.
The wind turns it inside out.
People often leave it on buses.
It is covered in waterproof fabric.
Opening it indoors is said to be bad luck.
Mary Poppins flies holding one.
Gene Kelly danced with one, singing in the rain.
It drips by the front door.
It can also keep the sun off.
Without one, you get wet.
You use it when it rains.
It keeps the rain off your head.
Also called a brolly.
`],
  ["Bicycle", `
It is an object.
It is a means of transport.
It does not pollute.
It has handlebars.
It has a saddle.
It has pedals.
It has a chain.
It sometimes has gears.
It has hand brakes.
It has a bell.
Children learn with stabilisers.
Once you learn, you never forget.
Some lanes are just for it.
The Tour de France is raced on it.
E.T. flew across the Moon on one.
It has two wheels.
It is powered by your legs.
It can be a stationary one at the gym.
Also called a bike.
Two-wheeled vehicle with pedals.
`],
  ["Clock", `
It is an object.
It has small parts inside.
It may run on a battery.
It may need winding.
It may be digital.
It may hang on a wall.
It may be on a church tower.
It may be a grandfather standing in the hall.
Switzerland is famous for making them.
The White Rabbit keeps looking at one.
It has the numbers 1 to 12.
It goes tick-tock.
It has hands.
It may have a second hand.
It may have an alarm.
We change it for daylight saving time.
Big Ben is the bell of a famous one.
A cuckoo may pop out of one.
It shows the time.
An object that tells the time.
`],
  ["Refrigerator", `
It is an object.
It is big.
It is in the kitchen.
It is plugged in all the time.
It hums quietly.
The back of it is warm.
Magnets stick to its door.
It has shelves.
It has a vegetable drawer.
It has an egg rack in the door.
A light comes on when you open it.
You should not leave it open.
It often has a freezer.
It may make ice.
It can have two doors.
It keeps the milk and the fruit.
It keeps food cold.
It replaced the old icebox.
Also called a fridge.
Kitchen appliance that keeps food cold.
`],
  ["Guitar", `
It is an object.
It is made of wood.
It has a hole in the front, usually.
It has a neck.
It has frets.
It has tuning pegs.
It needs to be tuned.
It is hollow, unless it is electric.
It usually has six strings.
Its strings can be nylon or steel.
You play it with your fingers or a pick.
It is essential in bossa nova.
It is played around campfires.
Jimi Hendrix played it upside down.
It can be electric.
Its smaller four-string cousin is the ukulele.
Rock bands have one or two.
Spanish flamenco is played on it.
A musical instrument with strings.
The six-string instrument of rock.
`],
  ["Smartphone", `
It is an object.
It is electronic.
It fits in your pocket.
It needs charging.
It has a battery.
It has a SIM card.
It has a screen.
Its screen is touch-sensitive.
It has a camera.
It has apps.
It takes selfies.
It makes video calls.
It sends messages.
It has a ringtone.
It has a silent mode.
The first mobile ones were as big as bricks.
Many people cannot live without it.
You can call from it anywhere.
The iPhone is one.
A mobile phone that does almost everything.
`],
  ["Eyeglasses", `
It is an object.
It sits on your face.
It has a frame.
It can be metal or plastic.
It has arms.
It rests on your nose.
It rests on your ears.
It fogs up in steam.
You clean it with a soft cloth.
You keep it in a case.
Harry Potter wears round ones.
It has lenses.
It has a prescription.
An optician makes it.
It helps short-sighted people.
It can be for reading.
It can be bifocal.
The word is always plural.
It corrects your vision.
Lenses in a frame to help you see.
`],
  ["Key", `
It is an object.
It is small.
It is made of metal.
It has teeth.
It has a hole at one end.
It can be copied.
It hangs on a ring.
People lose it all the time.
You have to turn it.
It goes into a lock.
It locks and unlocks.
It opens padlocks.
It opens doors.
It starts old cars.
A jailer carries a bunch of them.
A piano has many of a different kind.
Getting one to a city is an honour.
In music, a song is written in one.
Whoever has it can get in.
The thing that opens your front door.
`],
  ["Candle", `
It is an object.
It is cheap.
It can be scented.
It is made of paraffin.
It can be made of beeswax.
It has a wick.
It melts.
It drips.
It gives a soft light.
It helps when the power goes out.
It makes a dinner romantic.
You light it with a match.
You blow it out.
It has a flame.
It goes on birthday cakes.
You make a wish when you blow it out.
It is used in churches.
Burning it at both ends means working too hard.
It sits in a holder on the table.
A stick of wax with a wick.
`],
  ["Mirror", `
It is an object.
It is smooth.
It can be any size.
It is fragile.
Breaking one is said to bring seven years of bad luck.
It hangs in the bathroom.
It is in fitting rooms.
Cars have several.
Dentists use a tiny one.
It steams up after a shower.
It is made of glass.
It has a silver backing.
It reflects light.
It shows everything reversed.
Vampires do not appear in it.
The wicked queen asks it who is the fairest of them all.
Alice went through one.
You see your own face in it.
You use it to brush your hair and put on make-up.
An object that reflects your image.
`],
  ["Toothbrush", `
It is an object.
It is small.
It is personal.
You do not lend it to anyone.
It lives in the bathroom.
It often stands in a cup.
It has a handle.
It has bristles.
Its bristles can be soft or hard.
You should replace it every three months.
It can be electric.
It goes in your travel bag.
Dentists recommend it.
You use it after meals.
You use it with toothpaste.
You use it twice a day.
You use dental floss as well.
It cleans your mouth.
It fights cavities.
You brush your teeth with it.
`],
  ["Book", `
It is an object.
It can be heavy or light.
It can be pocket-sized.
It has a cover.
It has a spine.
It has pages.
It has an author.
It has page numbers.
It has a code called an ISBN.
It may have illustrations.
It can be full of recipes.
It can be digital.
It sits on a shelf.
You keep your place with a marker.
It has chapters.
It is sold in shops and borrowed from libraries.
Gutenberg changed how it was made.
You read it from cover to cover.
You should not judge it by its cover.
Harry Potter and the Philosopher's Stone is one.
`],
  ["Kite", `
It is an object.
It is light.
It is cheap.
It can be homemade.
It can be made of paper or fabric.
It has a frame of thin sticks.
It has a tail.
It needs a long string.
It needs wind.
You play with it outdoors.
It is dangerous near power lines.
In some places, people fight with them in the sky.
Benjamin Franklin flew one in a thunderstorm.
A bird of prey has the same name.
There are festivals for it in many countries.
It often has a diamond shape.
Charlie Brown's always gets stuck in a tree.
It flies high.
You fly it on a windy day at the beach.
A toy that flies on a string.
`],
  ["Television", `
It is an object.
It is electronic.
It is in the living room.
It hangs on the wall or sits on a stand.
It has a screen.
It sometimes has an antenna.
It has a remote control.
It has channels.
It has a volume button.
It shows soap operas.
It shows the evening news.
It shows football matches.
It shows cartoons.
It used to be black and white.
It used to be a big box.
Now it has a flat screen.
It can be smart.
Families gather in front of it.
Also called a TV.
The box that shows programmes.
`],
  ["Computer", `
It is an object.
It is electronic.
It needs power.
It has a processor.
It has memory.
It has a hard drive or a solid-state drive.
It has an operating system.
It can catch viruses.
It has a keyboard.
It has a mouse.
It has a monitor.
It can be a laptop.
It can be a desktop.
The first ones filled whole rooms.
Alan Turing helped invent its theory.
Bill Gates and Steve Jobs got rich from it.
It connects to the internet.
It does billions of calculations a second.
Also called a PC.
A machine with a keyboard, mouse and screen.
`],
  ["Airplane", `
It is an object.
It is a means of transport.
It is big.
It is heavy.
It is made of metal.
It has wings.
It has a tail.
It has jet engines or propellers.
It has a cockpit.
It has landing gear.
It has a black box.
It has pilots.
It has flight attendants.
Snacks are served on board.
It takes off and lands.
It parks at airports.
The Wright brothers flew the first one.
Santos-Dumont flew one in Paris.
It flies.
Air transport.
`],
  ["Train", `
It is an object.
It is a means of transport.
It is long.
It is heavy.
It can be electric.
It used to run on steam.
The old ones puffed smoke.
It whistles.
It has a locomotive.
It has carriages.
It can carry freight or passengers.
It runs on rails.
It stops at stations.
It has a driver.
It goes choo-choo.
It can go very fast, like a bullet.
Harry Potter catches one from platform 9¾.
The Orient Express is one.
Thomas the Tank Engine is one.
A locomotive with carriages on rails.
`],
  ["Piano", `
It is an object.
It is big.
It is heavy.
It is hard to move.
It is made of wood.
It needs to be tuned.
It has pedals.
It has hammers inside.
It has strings inside.
It can be a grand.
It can be an upright.
It has white keys.
It has black keys.
It has 88 keys.
It is a musical instrument.
Chopin wrote for it.
Elton John plays one.
Children learn Do-Re-Mi on it.
It has a keyboard.
The instrument with black and white keys.
`],
  ["Scissors", `
It is an object.
It is made of metal.
It can be dangerous.
Children use ones with round tips.
It has two blades.
It has two finger holes.
It has a screw in the middle.
It opens and closes.
It can be for the kitchen.
It can be for sewing.
It can be for the garden.
Hairdressers use it.
It cuts paper.
It cuts fabric.
It cuts hair.
It cuts nails.
Edward had them instead of hands.
Rock, paper and…
The word is always plural.
The tool for cutting.
`],
  ["Chocolate", `
It is a thing.
It can be sweet or bitter.
It comes from a tree.
It comes from a fruit.
It comes from cocoa beans.
The Aztecs made a drink from it.
Ivory Coast grows more of its beans than any other country.
Switzerland and Belgium are famous for it.
It can be milk.
It can be white.
It can be dark.
It melts in the heat.
It comes in bars.
It comes in bonbons.
It is given at Easter.
Easter eggs are made of it.
Willy Wonka had a factory for it.
Dogs must not eat it.
It is the base of brownies.
A sweet made from cocoa.
`],
];

export const enCoisa = buildDeck("en", "coisa", cards);
