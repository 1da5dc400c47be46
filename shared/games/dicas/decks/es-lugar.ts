import { buildDeck, type CardSource } from "./types";

/** Lugares, escritos para Mesa: 20 pistas por carta, de la más vaga a la más reveladora. */
const cards: CardSource[] = [
  ["Machu Picchu", `
Está en América del Sur.
Está en las montañas.
Está a unos 2400 metros de altura.
Se construyó en el siglo XV.
El mundo lo olvidó durante siglos.
Hiram Bingham lo dio a conocer en 1911.
Se llega en tren o caminando varios días.
Hay llamas paseando entre sus ruinas.
El río Urubamba pasa a sus pies.
Detrás se alza la montaña Huayna Picchu.
Tiene terrazas de cultivo en las laderas.
Tiene un Templo del Sol.
Es Patrimonio de la Humanidad.
Es una de las siete nuevas maravillas del mundo.
La ciudad importante más cercana es Cusco.
Es una ciudadela de piedra.
La construyeron los incas.
Está en Perú.
Su nombre significa montaña vieja en quechua.
Es el lugar más visitado de Perú.
`],
  ["Torre Eiffel", `
Está en Europa.
Se construyó en el siglo XIX.
Es de hierro.
Se vuelve a pintar cada siete años.
Mide unos 330 metros.
Fue la construcción más alta del mundo durante 40 años.
Se hizo para una Exposición Universal.
Se inauguró en 1889.
Iban a desmontarla a los veinte años.
Se salvó porque servía de antena de radio.
Muchos artistas la odiaban al principio.
Tiene tres pisos para visitantes.
Por la noche centellea con miles de luces.
Está junto al río Sena.
Está en el Campo de Marte.
Su ingeniero se llamaba Gustave.
Es el monumento de pago más visitado del mundo.
Es el símbolo de Francia.
Está en París.
Lleva el apellido de su ingeniero.
`],
  ["Buenos Aires", `
Está en el hemisferio sur.
Está junto a un río muy ancho.
Ese río es el Río de la Plata.
Fue fundada dos veces.
Sus habitantes se llaman porteños.
Tiene una de las avenidas más anchas del mundo, la 9 de Julio.
En su centro hay un obelisco.
Tiene el barrio de La Boca, de casas de colores.
Allí juega Boca Juniors.
Tiene el Teatro Colón.
Su sede de gobierno es la Casa Rosada.
Tiene una librería dentro de un antiguo teatro.
Es la cuna del tango.
Está frente a Montevideo, al otro lado del río.
Es la capital de Argentina.
Su nombre habla del buen aire.
Su nombre está en plural.
Su nombre tiene dos palabras.
Su nombre empieza por B.
Es la ciudad más grande de Argentina.
`],
  ["Ciudad de México", `
Está en América.
Está a más de 2000 metros de altura.
Se construyó sobre un lago.
Antes se llamaba Tenochtitlan.
Fue la capital de los aztecas.
Se hunde unos centímetros cada año.
Tiene canales con trajineras en Xochimilco.
Su plaza principal es el Zócalo.
Tiene el Palacio de Bellas Artes.
Tiene el Museo Nacional de Antropología.
Tiene el estadio Azteca.
Cerca están las pirámides de Teotihuacán.
Allí está la Basílica de Guadalupe.
Es una de las ciudades más pobladas del mundo.
Allí vivió Frida Kahlo.
Se la conoce como CDMX.
A sus habitantes se les llama chilangos.
Es la capital de su país.
Su nombre tiene tres palabras.
Comparte nombre con su país.
`],
  ["Roma", `
Está en Europa.
Según la leyenda, se fundó en el año 753 antes de Cristo.
La fundaron dos gemelos criados por una loba.
Está construida sobre siete colinas.
La atraviesa el río Tíber.
Fue la capital de un imperio enorme.
Tiene el Coliseo.
Tiene el Panteón de Agripa.
Tiene la Fontana di Trevi.
Se echa una moneda a su fuente para volver.
Dentro de ella hay otro país.
Ese país es el Vaticano.
Tiene la Capilla Sixtina.
Audrey Hepburn la recorrió en Vespa en una película famosa.
Se dice que todos los caminos llevan a ella.
Es la capital de Italia.
La llaman la Ciudad Eterna.
Su nombre al revés es amor.
Su nombre tiene cuatro letras.
Su nombre empieza por R.
`],
  ["Venecia", `
Está en Europa.
Está en el norte de Italia.
Está construida sobre más de cien islas.
Se apoya en millones de troncos de madera.
No hay coches.
Se va de un sitio a otro en barco.
Tiene el Gran Canal.
Tiene el puente de Rialto.
Tiene el puente de los Suspiros.
Su plaza principal es la de San Marcos.
Se inunda con el acqua alta.
Allí nació Marco Polo.
Allí vivió Casanova.
Tiene un carnaval famoso por sus máscaras.
Tiene el festival de cine más antiguo del mundo.
Fue una república muy poderosa.
Sus góndolas son negras.
En su isla de Murano se fabrica vidrio.
La llaman la Serenísima.
Shakespeare escribió sobre un mercader de esta ciudad.
`],
  ["Nueva York", `
Está en América del Norte.
Fue holandesa.
Antes se llamaba Nueva Ámsterdam.
Tiene cinco distritos.
Uno de ellos es Brooklyn.
Su parque más famoso es Central Park.
Tiene la avenida Broadway.
Tiene el Empire State Building.
Tiene Times Square.
Allí está la sede de la ONU.
Tiene Wall Street.
Sus taxis son amarillos.
King Kong trepa por uno de sus rascacielos.
Su metro funciona las 24 horas.
En su puerto está la Estatua de la Libertad.
La llaman la Gran Manzana.
Frank Sinatra le cantó.
Es la ciudad más poblada de Estados Unidos.
Su nombre tiene dos palabras.
Su nombre es el de una ciudad inglesa con un adjetivo delante.
`],
  ["Japón", `
Está en Asia.
Es un país formado por islas.
Tiene miles de islas.
Tiene muchos terremotos.
Su montaña más alta es un volcán.
Ese volcán es el Fuji.
Su capital es Tokio.
Tiene trenes bala.
Su flor nacional es la del cerezo.
Allí nacieron el karaoke y el manga.
Tiene emperador.
En su historia hay samuráis.
Allí se come sushi.
Allí se saluda con una reverencia.
Su moneda es el yen.
Su bandera es blanca con un círculo rojo.
Allí nacieron Mario y Pokémon.
Lo llaman el país del sol naciente.
Su nombre empieza por J.
Su nombre lleva tilde en la o.
`],
  ["Amazonas", `
Está en América del Sur.
Es un río.
Nace en los Andes de Perú.
Atraviesa Perú, Colombia y Brasil.
Es el río más caudaloso del mundo.
Lleva más agua que los siete ríos siguientes juntos.
Tiene más de mil afluentes.
Ningún puente lo cruza.
Su desembocadura es enorme.
Tiene delfines rosados.
En sus aguas viven pirañas.
En sus aguas vive la anaconda.
Lo recorrió Francisco de Orellana.
Su selva es el mayor bosque tropical del mundo.
A su selva la llaman el pulmón del planeta.
Pasa por la ciudad de Manaos.
En su desembocadura hay una isla del tamaño de Suiza.
Compite con el Nilo por ser el río más largo.
Su nombre viene de unas guerreras de la mitología griega.
Su nombre empieza por A.
`],
  ["Sahara", `
Está en África.
Es casi tan grande como Estados Unidos.
Ocupa partes de más de diez países.
Hace miles de años era verde.
De noche puede hacer mucho frío.
Sus dunas pueden superar los cien metros.
Lo cruzan caravanas de camellos.
Allí viven los tuaregs.
Tiene oasis.
Su arena llega a veces hasta Europa.
Su polvo abona la selva del otro lado del Atlántico.
Allí cayó el avión de El principito.
Allí se rodaron escenas de La guerra de las galaxias.
Está al sur de Marruecos y Argelia.
Es un desierto.
Es el desierto cálido más grande del mundo.
Su nombre significa desierto en árabe.
Su nombre empieza por S.
Su nombre lleva una hache en medio.
Es el desierto más famoso del mundo.
`],
  ["Antártida", `
Está en el hemisferio sur.
Es un continente.
Es el lugar más frío de la Tierra.
Es el continente más seco.
Es el continente con más viento.
No tiene habitantes permanentes.
Solo viven científicos en bases.
Casi todo está cubierto de hielo.
Su hielo guarda la mayor parte del agua dulce del mundo.
Allí se midieron 89 grados bajo cero.
En su verano, el sol no se pone.
Allí viven los pingüinos emperador.
Un tratado la reserva para la ciencia y la paz.
Amundsen fue el primero en llegar a su polo.
Scott murió al volver de su polo.
Allí está el polo sur.
Es más grande que Europa.
Es lo contrario del Ártico.
Su nombre empieza por A.
Es el continente del extremo sur.
`],
  ["Galápagos", `
Están en el océano Pacífico.
Son volcánicas.
Las cruza la línea del ecuador.
Pertenecen a Ecuador.
Están a unos mil kilómetros del continente.
Un obispo las descubrió por casualidad en 1535.
Tienen iguanas marinas.
Tienen pingüinos, aunque están en el trópico.
Tienen piqueros de patas azules.
Sus animales apenas temen a las personas.
Allí vivió el Solitario George.
El barco Beagle paró allí en 1835.
Allí Darwin estudió los pinzones.
Inspiraron la teoría de la evolución.
Son Patrimonio de la Humanidad.
Son un archipiélago.
Su nombre viene de unas tortugas gigantes.
Esas tortugas recuerdan a una silla de montar.
Su nombre empieza por G.
Son las islas más famosas de Ecuador.
`],
  ["Alhambra", `
Está en Europa.
Está en el sur de España.
Es un conjunto de palacios y una fortaleza.
La construyeron los nazaríes.
Su nombre significa la roja en árabe.
Tiene el Patio de los Leones.
Su fuente tiene doce leones.
Tiene los jardines del Generalife.
Sus paredes tienen inscripciones en árabe.
Boabdil la entregó en 1492.
Se dice que Boabdil lloró al dejarla.
Washington Irving escribió cuentos sobre ella.
Carlos V construyó un palacio en su interior.
Hay que reservar la entrada con mucha antelación.
Se ve al atardecer desde el Albaicín.
Detrás se ven las cumbres de Sierra Nevada.
Está en Granada.
Es uno de los monumentos más visitados de España.
Es el monumento andaluz más famoso.
Su nombre empieza por Al-.
`],
  ["Gran Muralla China", `
Está en Asia.
Es muy antigua.
Se construyó a lo largo de muchos siglos.
Tiene miles de kilómetros.
Se construyó para frenar invasiones.
Protegía de los pueblos del norte.
Sus torres se comunicaban con señales de humo.
Muchos obreros murieron construyéndola.
Gran parte de lo que se ve hoy es de la dinastía Ming.
Pasa por montañas y desiertos.
Se puede caminar por encima.
Se dice, sin razón, que se ve desde la Luna.
Hay un tramo muy visitado cerca de Pekín.
Es una de las siete nuevas maravillas del mundo.
Es Patrimonio de la Humanidad.
Es la mayor obra defensiva del mundo.
Es un muro.
Su nombre tiene tres palabras.
Su nombre empieza por Gran.
Está en China.
`],
  ["Everest", `
Está en Asia.
Es una montaña.
Está en el Himalaya.
Está en la frontera entre Nepal y China.
En tibetano se llama Chomolungma.
Crece unos milímetros cada año.
Es uno de los ochomiles.
En su cima hay un tercio del oxígeno del nivel del mar.
Sus escaladores usan oxígeno embotellado.
Los sherpas guían a los alpinistas.
Está lleno de basura de expediciones.
Hillary y Tenzing llegaron a la cima en 1953.
Su parte más alta se llama zona de la muerte.
Se intenta subir sobre todo en mayo.
Mide 8849 metros.
Su nombre viene de un geógrafo galés.
Subirlo es el sueño de muchos alpinistas.
Lo llaman el techo del mundo.
Su nombre empieza por E.
Es la montaña más alta del mundo.
`],
  ["Cataratas del Iguazú", `
Están en América del Sur.
Están en la selva.
Son saltos de agua.
Son unas 275 caídas.
Su río desemboca en el Paraná.
Están en la frontera entre Argentina y Brasil.
Paraguay está muy cerca.
Se ven desde los dos lados de la frontera.
Hay pasarelas sobre el agua.
Hay coatíes que piden comida a los turistas.
Casi todos los días tienen arcoíris.
Allí se rodó la película La misión.
La más impresionante se llama Garganta del Diablo.
Son más anchas que las del Niágara.
Eleanor Roosevelt exclamó «¡Pobre Niágara!» al verlas.
Son una de las siete maravillas naturales del mundo.
Cerca está la ciudad brasileña de Foz do Iguaçu.
Su nombre significa agua grande en guaraní.
Son unas cataratas.
Son las cataratas más famosas de Sudamérica.
`],
  ["Isla de Pascua", `
Está en el océano Pacífico.
Es uno de los lugares habitados más aislados del mundo.
Pertenece a Chile.
Está a más de 3500 kilómetros del continente.
Sus habitantes originales son los rapanui.
Tuvo una escritura propia, el rongorongo.
Celebraba la competición del hombre pájaro.
Se quedó casi sin árboles.
Tiene casi 900 estatuas gigantes.
Esas estatuas se llaman moáis.
Los moáis miran hacia el interior.
Sus estatuas son de piedra volcánica.
Es Patrimonio de la Humanidad.
Un navegante holandés llegó a ella en 1722.
Su nombre viene del día en que llegó ese holandés.
Ese día era una fiesta cristiana de primavera.
Su nombre nativo es Rapa Nui.
Es una isla.
Su nombre empieza por Isla.
Es la isla de los moáis.
`],
  ["Estatua de la Libertad", `
Está en América del Norte.
Fue un regalo de un país a otro.
Fue un regalo de Francia.
Se inauguró en 1886.
Su estructura interna la diseñó Eiffel.
Es de cobre.
Antes era de color cobre; hoy es verde.
Está en una isla.
Recibía a los inmigrantes que llegaban en barco.
Su corona tiene siete puntas.
En la mano izquierda lleva una tablilla.
La tablilla lleva la fecha de la independencia.
En la mano derecha levanta una antorcha.
Mide 93 metros con el pedestal.
Representa a una diosa romana.
Aparece al final de El planeta de los simios.
Está en Nueva York.
Es el símbolo de Estados Unidos.
Su nombre tiene cuatro palabras.
Su nombre lleva la palabra libertad.
`],
  ["Luna", `
Está lejos.
No tiene aire.
Está a unos 384000 kilómetros.
No tiene luz propia.
Siempre nos muestra la misma cara.
Nadie vio su cara oculta hasta 1959.
Provoca las mareas.
Tiene cráteres.
Tiene mares sin agua.
Allí la gravedad es una sexta parte de la terrestre.
Se aleja casi 4 centímetros cada año.
Hay huellas de astronautas en ella.
Neil Armstrong fue el primero en pisarla.
Se llegó a ella en 1969 con el Apolo 11.
Tiene fases.
Se ve llena una vez al mes.
Es el único satélite natural de la Tierra.
En los cuentos, los lobos le aúllan.
Su nombre rima con cuna.
Su nombre empieza por L.
`],
  ["Australia", `
Está en el hemisferio sur.
Es un país.
También es una isla enorme.
También es un continente.
Allí la Navidad es en verano.
Tiene el mayor arrecife de coral del mundo.
Ese arrecife es la Gran Barrera de Coral.
En su centro hay una gran roca roja, Uluru.
Su capital es Canberra.
Su ciudad más grande es Sídney.
Tiene una ópera famosa junto al puerto.
Sus primeros pobladores son los aborígenes.
Los aborígenes inventaron el bumerán.
Allí viven los koalas.
Allí viven los canguros.
Fue una colonia británica de presos.
A sus habitantes los llaman aussies.
Su nombre significa tierra del sur.
Su nombre empieza por A.
Es el país de los canguros.
`],
];

export const esLugar = buildDeck("es", "lugar", cards);
