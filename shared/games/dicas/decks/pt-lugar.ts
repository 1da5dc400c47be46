import { buildDeck, type CardSource } from "./types";

const cards: CardSource[] = [
  ["Rio de Janeiro", `
Fica na América do Sul.
Fica no litoral.
Foi capital de um império europeu.
A família real portuguesa morou lá.
Tem uma floresta urbana enorme, a da Tijuca.
Sediou os Jogos Olímpicos de 2016.
Tem a Lagoa Rodrigo de Freitas.
Tem os Arcos da Lapa.
Tem um estádio famoso, o Maracanã.
Seu carnaval tem desfiles no Sambódromo.
Tem o bondinho do Pão de Açúcar.
Tem as praias de Copacabana e Ipanema.
Tem o réveillon mais famoso do Brasil.
Foi capital do Brasil até 1960.
Do alto do Corcovado se vê a cidade inteira.
O Cristo Redentor fica lá.
Quem nasce lá é carioca.
É chamada de Cidade Maravilhosa.
Fica às margens da Baía de Guanabara.
Capital do estado de mesmo nome.
`],
  ["Salvador", `
Fica no Nordeste.
Fica no litoral.
Foi fundada em 1549.
Tem uma cidade alta e uma cidade baixa.
Um elevador liga as duas partes da cidade.
Tem o Elevador Lacerda.
Tem o Mercado Modelo.
Tem muitas igrejas, dizem que 365.
Tem a Igreja do Bonfim, das fitinhas.
É famosa pelo acarajé.
É berço da capoeira.
Seu carnaval tem trios elétricos.
Tem o Farol da Barra.
Tem o bairro do Pelourinho, com casarões coloridos.
O Olodum nasceu lá.
Fica na Baía de Todos os Santos.
Foi a primeira capital do Brasil.
É a capital da Bahia.
É chamada de Roma Negra.
Seu nome significa aquele que salva.
`],
  ["Brasília", `
Fica no Centro-Oeste.
Fica no Planalto Central.
É uma cidade planejada.
Foi construída em menos de quatro anos.
Foi inaugurada em 1960.
Juscelino Kubitschek a construiu.
Lucio Costa fez o seu plano.
Seu plano lembra um avião.
Tem o Eixo Monumental.
Tem o Lago Paranoá.
Tem a Esplanada dos Ministérios.
Oscar Niemeyer projetou seus prédios.
Tem a Catedral com colunas curvas.
Tem o Palácio do Planalto.
Tem o Congresso Nacional, com duas cúpulas.
É Patrimônio Mundial pela UNESCO.
Fica no Distrito Federal.
O presidente da República trabalha lá.
É a capital do Brasil.
Quem nasce lá é brasiliense.
`],
  ["Manaus", `
Fica na Região Norte.
Fica longe do mar.
Fica no meio da floresta.
Enriqueceu com a borracha.
Foi chamada de Paris dos Trópicos.
Tem um teatro famoso com cúpula colorida.
O Teatro Amazonas fica lá.
Tem uma Zona Franca.
Fabrica motos e eletrônicos.
Sediou jogos da Copa de 2014.
Tem a Arena da Amazônia.
Fica às margens do Rio Negro.
Ali perto acontece o Encontro das Águas.
As águas escuras e barrentas correm lado a lado sem se misturar.
Tem uma ponte enorme sobre o Rio Negro.
É a maior cidade da Amazônia.
É a porta de entrada da floresta amazônica.
É a capital do Amazonas.
Quem nasce lá é manauara.
Capital amazonense do Teatro Amazonas.
`],
  ["Fernando de Noronha", `
Fica no Brasil.
Fica no oceano.
É um arquipélago.
Tem 21 ilhas.
É de origem vulcânica.
Já foi um presídio.
Os visitantes pagam uma taxa para ficar.
O número de turistas é controlado.
É Patrimônio Natural da Humanidade.
Tem um parque nacional marinho.
É ótimo para mergulho.
Tem golfinhos-rotadores.
Tem tartarugas marinhas.
Tem o Morro Dois Irmãos.
A Baía do Sancho já foi eleita a praia mais bonita do mundo.
Pertence a Pernambuco.
Fica a uns 350 km de Natal.
É um distrito estadual, não um município.
Tem o nome de um comerciante português.
Arquipélago paradisíaco de Pernambuco.
`],
  ["Cataratas do Iguaçu", `
Fica na América do Sul.
É uma maravilha da natureza.
Fica na divisa entre dois países.
Fica entre o Brasil e a Argentina.
Fica perto do Paraguai.
Fica num parque nacional.
Está cercada de mata atlântica.
Tem muitos quatis por perto.
Tem cerca de 275 quedas.
Tem a Garganta do Diabo.
Dá para ver de passarelas.
Dá para ir de barco bem perto das quedas.
Sempre forma arco-íris.
Foi eleita uma das sete maravilhas naturais.
É Patrimônio Natural da Humanidade.
Fica no Paraná.
Fica em Foz do Iguaçu.
Uma primeira-dama americana teria dito: pobre Niágara!
São quedas d'água.
As maiores quedas d'água do Brasil.
`],
  ["Pantanal", `
Fica na América do Sul.
Fica no centro do continente.
Fica em três países.
É uma planície.
É um bioma.
Tem uma estação de cheia e uma de seca.
Metade do ano fica alagado.
É a maior área úmida contínua do mundo.
Tem jacarés aos milhares.
Tem tuiuiús, a ave-símbolo da região.
Tem capivaras e sucuris.
Tem a maior concentração de onças-pintadas das Américas.
Tem araras-azuis.
Os peões de lá tocam berrante.
É cenário de uma novela famosa de 1990 com remake em 2022.
A novela tem a personagem Juma, que vira onça.
Fica em Mato Grosso e Mato Grosso do Sul.
É Patrimônio Natural da Humanidade.
É famoso pela pesca e pelo ecoturismo.
A grande planície alagável do Brasil.
`],
  ["Lençóis Maranhenses", `
Fica no Nordeste.
Fica perto do mar.
É um parque nacional.
Parece um deserto.
Chove muito lá, por isso não é deserto.
Tem dunas enormes.
As dunas são de areia branca.
Entre as dunas se formam lagoas.
As lagoas são azuis e verdes.
As lagoas enchem com a chuva.
A melhor época é entre junho e setembro.
Tem peixes que aparecem nas lagoas com as chuvas.
Fica perto de Barreirinhas.
Só se chega de carro com tração nas quatro rodas.
Vistas do alto, as dunas parecem lençóis estendidos.
Apareceu no filme Casa de Areia.
Virou Patrimônio Natural da Humanidade em 2024.
Fica no Maranhão.
Tem a Lagoa Azul e a Lagoa Bonita.
Dunas e lagoas do Maranhão.
`],
  ["Ouro Preto", `
Fica no Brasil.
Fica no Sudeste.
Fica nas montanhas.
É cheia de ladeiras.
Tem ruas de pedra.
Foi fundada no fim do século XVII.
Enriqueceu com a mineração.
Foi capital do seu estado.
Tem muitas igrejas barrocas.
Aleijadinho tem obras lá.
Foi palco da Inconfidência Mineira.
Tem o Museu da Inconfidência.
Tem uma praça com o nome de Tiradentes.
Tem uma famosa Escola de Minas.
Tem muitas repúblicas de estudantes.
Foi o primeiro lugar do Brasil declarado Patrimônio da Humanidade.
Seu carnaval universitário é famoso.
Seu antigo nome era Vila Rica.
Fica em Minas Gerais.
Cidade histórica mineira do ouro.
`],
  ["Floresta Amazônica", `
Fica na América do Sul.
Fica em nove países.
É enorme.
É um bioma.
Chove muito lá.
É cortada por milhares de rios.
Tem mais espécies do que qualquer outro lugar.
Tem botos-cor-de-rosa.
Tem vitórias-régias.
Tem a castanheira e a seringueira.
Tem onças, preguiças e macacos.
Tem muitos povos indígenas.
O desmatamento a ameaça.
Dizem que é o pulmão do mundo.
Seus rios voadores levam chuva a outras regiões.
A maior parte fica no Brasil.
Manaus fica no meio dela.
É a maior floresta tropical do mundo.
Leva o nome de guerreiras lendárias.
A grande floresta do Norte do Brasil.
`],
  ["Torre Eiffel", `
Fica na Europa.
Fica numa capital.
Foi construída no século XIX.
Foi feita para uma Exposição Universal.
Ficou pronta em 1889.
Comemorava o centenário da Revolução Francesa.
Muitos artistas a acharam feia.
Deveria ter sido desmontada depois de 20 anos.
Foi salva por servir de antena de rádio.
Foi a construção mais alta do mundo por 40 anos.
Tem 330 metros de altura.
É feita de ferro.
É repintada a cada sete anos.
Tem mais de 1.600 degraus.
À noite pisca com milhares de luzes.
Fica no Campo de Marte.
Fica à beira do rio Sena.
É o símbolo de Paris.
Leva o nome do engenheiro da empresa que a construiu.
A torre de ferro de Paris.
`],
  ["Muralha da China", `
Fica na Ásia.
É muito antiga.
Foi construída ao longo de muitos séculos.
Várias dinastias trabalharam nela.
Muitos trabalhadores morreram na sua construção.
Foi feita de terra, pedra e tijolos.
Tem torres de vigia.
Os guardas faziam sinais de fumaça.
Protegia contra povos do norte.
Queria barrar os mongóis.
A parte mais famosa é da dinastia Ming.
Somando tudo, passa de 20 mil km.
Dizem que dá para vê-la do espaço, mas é mito.
É uma das sete maravilhas do mundo moderno.
Tem uma maratona em cima dela.
Fica perto de Pequim em alguns trechos.
Atravessa montanhas e desertos.
É a maior construção humana do mundo.
É Patrimônio Mundial.
O grande muro chinês.
`],
  ["Pirâmides de Gizé", `
Ficam na África.
São muito antigas.
Têm mais de 4.500 anos.
São três principais.
Foram feitas com blocos enormes de pedra.
Não se sabe exatamente como foram construídas.
Eram túmulos.
Foram feitas para faraós.
A maior é a de Quéops.
As outras são de Quéfren e Miquerinos.
A maior foi a construção mais alta do mundo por milênios.
São a única das sete maravilhas antigas ainda de pé.
A Esfinge fica ao lado.
Ficam no deserto.
Ficam perto do rio Nilo.
Ficam ao lado do Cairo.
Ficam no Egito.
Sua forma tem base quadrada e quatro faces triangulares.
São as pirâmides mais famosas do mundo.
As três pirâmides do Egito.
`],
  ["Coliseu", `
Fica na Europa.
É muito antigo.
Tem quase dois mil anos.
Foi construído por imperadores.
Foi inaugurado com cem dias de jogos.
Cabiam uns 50 mil espectadores.
Tinha um toldo para fazer sombra.
Tinha elevadores para animais.
Tinha túneis debaixo da arena.
Lá aconteciam caçadas a animais selvagens.
Lá lutavam gladiadores.
Parte dele caiu em terremotos.
Suas pedras foram usadas em outros prédios.
É uma das sete maravilhas do mundo moderno.
É um anfiteatro.
Tem formato oval.
Aparece no filme Gladiador.
Fica no centro de Roma.
É o símbolo da Roma Antiga.
Anfiteatro Flávio é seu nome oficial.
`],
  ["Machu Picchu", `
Fica na América do Sul.
Fica nas montanhas.
Fica a quase 2.500 metros de altitude.
Foi construída no século XV.
Ficou séculos esquecida pelo mundo.
Um explorador americano a divulgou em 1911.
Tem terraços para agricultura.
Suas pedras se encaixam sem argamassa.
Tem o Templo do Sol.
Tem lhamas passeando.
Fica nos Andes.
Fica perto de Cusco.
Chega-se de trem ou por uma trilha.
A Trilha Inca leva quatro dias.
O pico Huayna Picchu aparece nas fotos.
É uma das sete maravilhas do mundo moderno.
Foi construída pelos incas.
Fica no Peru.
Seu nome significa montanha velha.
A cidade perdida dos incas.
`],
  ["Estátua da Liberdade", `
Fica na América do Norte.
Fica numa ilha.
Foi um presente.
Foi presente da França.
Foi inaugurada em 1886.
Veio desmontada em caixas de navio.
Sua estrutura interna foi feita por Gustave Eiffel.
É de cobre.
Ficou verde com o tempo.
Tem 93 metros com a base.
Dá para subir até a coroa.
Sua coroa tem sete pontas.
Segura uma tocha.
Segura também uma placa com uma data.
A data é 4 de julho de 1776.
Recebia os imigrantes que chegavam de navio.
Fica na entrada do porto.
Fica em Nova York.
É uma mulher de túnica.
O maior símbolo dos Estados Unidos.
`],
  ["Japão", `
Fica na Ásia.
É um país.
É formado por ilhas.
Tem milhares de ilhas.
Tem muitos terremotos.
Tem muitos vulcões.
Tem um imperador.
Seu monte mais alto é o Fuji.
Tem trens-bala.
Tem cerejeiras famosas.
Sediou Olimpíadas em 1964 e 2021.
O Brasil tem a maior comunidade de seus descendentes fora dele.
Inventou o karaokê.
É a terra do sushi.
Criou o mangá e o anime.
Sua capital é Tóquio.
Sua bandeira é branca com um círculo vermelho.
É chamado de Terra do Sol Nascente.
Seus imigrantes chegaram ao Brasil no navio Kasato Maru.
País do sushi.
`],
  ["Austrália", `
Fica no Hemisfério Sul.
É um país.
É também um continente.
Seu interior é quase todo deserto.
Tem a Grande Barreira de Coral.
Tem o monólito Uluru.
Tem muitos animais venenosos.
Tem ornitorrincos.
Tem coalas.
Tem cangurus.
Foi colônia britânica.
Já foi usada como prisão britânica.
Seus povos originários são os aborígenes.
Tem o bumerangue.
Sua capital é Camberra.
Sydney tem uma famosa Ópera.
Sediou Olimpíadas em 1956 e 2000.
Os brasileiros fazem intercâmbio lá.
Chamam o país de Oz.
País dos cangurus.
`],
  ["Antártida", `
Fica no extremo sul.
É um continente.
Não tem países.
É protegida por um tratado.
Não tem moradores fixos.
Só vivem lá cientistas.
O Brasil tem uma estação de pesquisa lá.
A estação brasileira se chama Comandante Ferraz.
É o lugar mais frio da Terra.
Já fez quase 90 graus negativos.
É o continente mais seco.
É considerada o maior deserto do mundo.
Fica quase todo coberto de gelo.
Guarda a maior parte da água doce do planeta.
Tem meses de dia e meses de noite.
Tem baleias e focas.
Tem pinguins-imperadores.
O Polo Sul fica lá.
Roald Amundsen chegou primeiro ao polo dela, em 1911.
O continente gelado do sul.
`],
  ["Deserto do Saara", `
Fica na África.
É enorme.
Ocupa mais de dez países.
É maior que o Brasil inteiro.
Há milhares de anos era verde.
Tem poucos oásis.
Tem tempestades de areia.
De dia faz muito calor.
À noite pode fazer frio.
Tem dunas gigantes.
Tem escorpiões e víboras.
Os tuaregues vivem lá.
É cruzado por caravanas.
Camelos e dromedários o atravessam.
Sua poeira fertiliza a Amazônia.
Fica ao norte da África.
O Pequeno Príncipe encontrou o piloto lá.
É o maior deserto quente do mundo.
Seu nome significa deserto em árabe.
O grande deserto africano.
`],
  ["Monte Everest", `
Fica na Ásia.
É natural.
É muito antigo, mas ainda cresce.
Fica entre dois países.
Fica entre o Nepal e a China.
Fica no Himalaia.
Os xerpas ajudam a escalá-lo.
Escalá-lo custa muito caro.
Tem filas de alpinistas no topo em maio.
Quase não há oxigênio lá em cima.
Tem lixo deixado por expedições.
Foi escalado pela primeira vez em 1953.
Edmund Hillary e Tenzing Norgay chegaram ao topo.
Tem quase 8.850 metros.
Em tibetano se chama Chomolungma.
Leva o nome de um agrimensor britânico.
Seu cume fica acima das nuvens.
É o ponto mais alto da Terra.
Subir nele é o sonho de todo alpinista.
A montanha mais alta do mundo.
`],
  ["Veneza", `
Fica na Europa.
É uma cidade.
É muito antiga.
Foi uma república poderosa.
Era uma potência do comércio marítimo.
Marco Polo nasceu lá.
Fica numa laguna.
Está construída sobre estacas de madeira.
Está afundando aos poucos.
Sofre com a água alta.
Tem um famoso carnaval de máscaras.
Tem a Praça de São Marcos.
Tem a Ponte de Rialto.
Tem a Ponte dos Suspiros.
Não tem carros.
As ruas são de água.
Tem o Grande Canal.
Seus barcos típicos são as gôndolas.
Fica na Itália.
A cidade italiana dos canais.
`],
  ["Londres", `
Fica na Europa.
É uma cidade.
É muito antiga.
Foi fundada pelos romanos.
Pegou fogo em 1666.
Tem um famoso metrô, o mais antigo do mundo.
Seu metrô é chamado de Tube.
Tem ônibus vermelhos de dois andares.
Tem cabines telefônicas vermelhas.
Tem uma roda-gigante à beira do rio.
É cortada pelo rio Tâmisa.
Tem a Tower Bridge.
Tem o Palácio de Buckingham.
O rei mora lá.
Tem o Big Ben.
Sediou Olimpíadas três vezes.
Sherlock Holmes morava lá, na Baker Street.
Harry Potter pega o trem na estação King's Cross.
É a capital da Inglaterra.
Capital do Reino Unido.
`],
  ["Nova York", `
Fica na América do Norte.
É uma cidade.
Já se chamou Nova Amsterdã.
Foi capital do país por pouco tempo.
Tem cinco distritos.
Tem muitos imigrantes.
Tem muitos arranha-céus.
Tem o Empire State Building.
Tem a Times Square.
Tem táxis amarelos.
Tem a sede da ONU.
Tem a Broadway.
Tem Wall Street.
Tem o Central Park.
A Estátua da Liberdade fica na entrada do seu porto.
Tem Manhattan e o Brooklyn.
É chamada de Big Apple.
É a cidade que nunca dorme.
É a maior cidade dos Estados Unidos.
NY é a sua sigla.
`],
  ["Portugal", `
Fica na Europa.
É um país.
É muito antigo.
Tem fronteira com apenas um país.
Fica na Península Ibérica.
Fica de frente para o Atlântico.
Foi uma grande potência marítima.
Tem os Açores e a Madeira.
É terra do fado.
É famoso pelo bacalhau.
Tem pastéis de nata.
Tem o vinho do Porto.
Tem azulejos por toda parte.
Cristiano Ronaldo nasceu lá.
Sua capital tem bondes amarelos.
Sua capital é Lisboa.
Colonizou o Brasil.
Fala-se português lá.
Pedro Álvares Cabral era de lá.
A terra dos nossos colonizadores.
`],
  ["Argentina", `
Fica na América do Sul.
É um país.
É grande.
Tem fronteira com o Brasil.
Tem a Cordilheira dos Andes.
Tem o Aconcágua, o pico mais alto das Américas.
Tem geleiras na Patagônia.
Tem o Glaciar Perito Moreno.
Tem Ushuaia, a cidade do fim do mundo.
É terra do tango.
É famosa pelo churrasco e pelo doce de leite.
Tem o mate como bebida típica.
O Papa Francisco nasceu lá.
Maradona e Messi são de lá.
É a grande rival do Brasil no futebol.
Ganhou três Copas do Mundo.
Sua capital é Buenos Aires.
Sua moeda é o peso.
Sua bandeira é azul-clara e branca com um sol.
Nosso vizinho hermano.
`],
  ["México", `
Fica na América do Norte.
É um país.
Tem fronteira com os Estados Unidos.
Tem muitos vulcões.
Teve civilizações antigas importantes.
Foi terra dos astecas e dos maias.
Tem pirâmides.
Tem Chichén Itzá.
Tem o Dia dos Mortos.
Os astecas de lá já bebiam chocolate.
É terra da tequila.
Tem tacos e guacamole.
Tem mariachis com sombreiros.
Sediou a Copa de 1970, vencida pelo Brasil.
Sediou a Copa de 1986, a de Maradona.
Chaves foi gravado lá.
Frida Kahlo nasceu lá.
Sua capital tem o mesmo nome do país.
Sua bandeira tem uma águia comendo uma serpente.
País dos mariachis.
`],
  ["Índia", `
Fica na Ásia.
É um país.
É enorme.
Tem uma das civilizações mais antigas.
Foi colônia britânica.
Fala-se hindi e muitas outras línguas.
Tem muitas religiões.
Lá as vacas são sagradas.
Tem o rio Ganges.
Tem o Himalaia ao norte.
Tem Bollywood.
É famosa pelo curry e pelas especiarias.
Os portugueses queriam chegar lá pelo mar.
Vasco da Gama chegou lá em 1498.
Gandhi a levou à independência.
Tem o Taj Mahal.
É o país mais populoso do mundo.
Sua capital é Nova Déli.
Sua bandeira é laranja, branca e verde.
País do Taj Mahal.
`],
  ["Egito", `
Fica na África.
É um país.
É muito antigo.
Tem mais de cinco mil anos de história.
Fica quase todo no deserto.
É atravessado pelo maior rio da África.
Quase todos vivem perto do rio.
Tem o Canal de Suez.
Fica entre a África e a Ásia.
Teve faraós.
Usava hieróglifos.
Fazia múmias.
Tem templos em Luxor.
Tem o templo de Abu Simbel.
Cleópatra governou lá.
Tem a Esfinge.
Tem as pirâmides.
Sua capital é o Cairo.
O Nilo corre por lá.
País dos faraós.
`],
  ["Cristo Redentor", `
Fica no Brasil.
Fica no alto.
É uma estátua.
Foi inaugurado em 1931.
Foi feito com doações do povo.
É de concreto armado.
É revestido de pedra-sabão.
O rosto foi feito por um escultor romeno.
O projeto foi de um engenheiro brasileiro.
Foi montado em partes.
Tem 30 metros de altura sem a base.
Sempre é atingido por raios.
Tem os braços abertos.
Olha para a Baía de Guanabara.
Sobe-se de trem pela floresta.
Fica no Morro do Corcovado.
É uma das sete maravilhas do mundo moderno.
É o cartão-postal do Rio de Janeiro.
Abraça a cidade maravilhosa.
A grande estátua do Corcovado.
`],
  ["Pão de Açúcar", `
Fica no Brasil.
Fica à beira-mar.
É natural.
É de granito.
Tem uns 600 milhões de anos.
Tem 396 metros de altura.
Alpinistas escalam suas paredes.
Fica na entrada de uma baía.
Fica ao lado do Morro da Urca.
Tem a Praia Vermelha aos seus pés.
Tem um bondinho desde 1912.
O bondinho foi um dos primeiros do mundo.
O bondinho aparece num filme de James Bond.
O bondinho tem cabines de vidro.
Tem uma vista incrível do pôr do sol.
É um morro famoso.
Seu nome vem da forma dos blocos de açúcar antigos.
É cartão-postal do Rio de Janeiro.
Fica na Baía de Guanabara, ao lado do Cristo na paisagem.
O morro do bondinho do Rio.
`],
  ["Maracanã", `
Fica no Brasil.
Fica numa cidade grande.
Foi inaugurado em 1950.
Foi construído para uma Copa do Mundo.
Foi o maior do mundo.
Já recebeu quase 200 mil pessoas num jogo.
Foi palco de uma derrota histórica do Brasil para o Uruguai.
Essa derrota ficou conhecida pelo nome dele.
Pelé marcou lá o seu milésimo gol.
Recebeu a final da Copa de 2014.
Recebeu a abertura dos Jogos de 2016.
Recebeu shows de Frank Sinatra e Paul McCartney.
Tem uma calçada da fama com pés de craques.
Seu nome oficial é Estádio Jornalista Mário Filho.
Flamengo e Fluminense jogam lá.
Recebe o Fla-Flu.
É chamado de templo do futebol.
Tem o nome de um rio e de uma ave.
Fica na Zona Norte do Rio.
O estádio mais famoso do Brasil.
`],
  ["Polo Norte", `
Fica no topo.
É um ponto do planeta.
É muito frio.
Não tem terra firme debaixo do gelo.
Fica no meio de um oceano congelado.
Fica no Oceano Ártico.
Seu gelo está derretendo.
Tem seis meses de dia e seis de noite.
Lá todas as direções apontam para o sul.
Ursos-polares vivem na região.
Nenhum país é dono dele.
Submarinos já passaram por baixo dele.
Robert Peary disse ter chegado lá em 1909.
A bússola aponta para perto dele.
O eixo da Terra passa por ele.
É o ponto mais ao norte da Terra.
É o oposto da Antártida.
O Papai Noel mora lá, segundo a lenda.
A fábrica de brinquedos dos duendes fica lá.
O polo do Papai Noel.
`],
  ["Lua", `
Fica no espaço.
Não tem ar.
Não tem água líquida.
Tem crateras.
Tem mares que não têm água.
Tem montanhas.
Sua gravidade é um sexto da nossa.
Tem poeira cinzenta.
Seu dia dura cerca de um mês terrestre.
Sempre mostra a mesma face para nós.
Tem um lado oculto.
Causa as marés.
Tem fases.
Nova, crescente, cheia e minguante.
Doze pessoas já andaram nela.
Neil Armstrong foi o primeiro a pisar nela.
Há uma bandeira americana nela.
São Jorge estaria nela, com o dragão.
Gira em volta da Terra.
O satélite natural da Terra.
`],
  ["Havaí", `
Fica no Oceano Pacífico.
É um arquipélago.
É de origem vulcânica.
Tem vulcões ativos.
Tem o Kilauea.
Tem praias de areia preta.
É um dos melhores lugares para surfar.
As ondas de Pipeline são famosas.
O surfe moderno nasceu lá.
Tem a dança hula.
Recebe os visitantes com colares de flores.
Os colares de flores se chamam lei.
Cumprimenta-se com aloha.
Foi um reino independente.
Foi atacado em Pearl Harbor em 1941.
Barack Obama nasceu lá.
Sua capital é Honolulu.
Tem a praia de Waikiki.
É o 50º estado dos Estados Unidos.
As ilhas do aloha.
`],
  ["Rio Amazonas", `
Fica na América do Sul.
É natural.
Nasce nos Andes.
Nasce no Peru.
Corre de oeste para leste.
Atravessa a floresta.
Tem milhares de afluentes.
Tem botos e piranhas.
Tem o pirarucu, um peixe enorme.
Suas águas são barrentas.
Tem uma onda famosa, a pororoca.
Não tem nenhuma ponte.
Em alguns pontos não se vê a outra margem.
Sua foz tem a Ilha de Marajó.
Despeja água doce muito longe mar adentro.
Perto de Manaus recebe o Rio Negro.
Um espanhol lhe deu o nome de guerreiras lendárias.
É o maior rio do mundo em volume de água.
Disputa com o Nilo o título de mais longo.
O maior rio do Brasil.
`],
  ["Biblioteca", `
É um lugar.
Fica dentro de um prédio.
Toda cidade deveria ter uma.
Quase toda escola tem uma.
É um lugar silencioso.
Pede-se silêncio lá dentro.
Tem mesas para estudar.
Tem estantes altas.
Tem fichas e catálogos.
Tem uma pessoa que cuida do acervo.
Tem um carimbo com data de devolução.
Tem seções organizadas por assunto.
Pode-se pegar coisas emprestadas.
Quem atrasa a devolução pode levar multa.
A de Alexandria foi a mais famosa da Antiguidade.
Hermione Granger adora ficar nela.
Tem enciclopédias e dicionários.
Tem livros.
Tem carteirinha de leitor.
O lugar onde se pegam livros emprestados.
`],
  ["Hospital", `
É um lugar.
Fica num prédio.
Funciona 24 horas.
Muita gente nasce lá.
Tem muitos corredores.
Tem elevadores grandes, para macas.
Tem cheiro de álcool.
Tem sala de espera.
Tem horário de visitas.
Tem quartos com camas reguláveis.
Tem UTI.
Tem centro cirúrgico.
Tem plantão.
Tem pronto-socorro.
Ambulâncias chegam e saem.
Tem enfermeiros e enfermeiras.
Tem médicos de jaleco branco.
Lá se trata quem está doente.
Grey's Anatomy se passa num.
Lugar onde ficam os pacientes internados.
`],
  ["Aeroporto", `
É um lugar.
É enorme.
Fica geralmente afastado do centro.
Funciona dia e noite.
Tem lojas sem impostos.
Tem esteiras.
Tem raio-X.
Tem detectores de metal.
Tem painéis de partidas e chegadas.
Tem portões numerados.
Tem uma torre de controle.
Tem salas de embarque.
Pede-se documento e cartão de embarque.
Tem balcões de check-in.
Lá se despacha a bagagem.
Tem pistas longas.
Tem hangares.
Tem aviões pousando e decolando.
Guarulhos e Galeão são exemplos.
Lugar de onde partem os aviões.
`],
  ["Zoológico", `
É um lugar.
Fica ao ar livre.
Costuma ser visitado por escolas.
Tem mapas com trilhas.
Tem placas informativas.
Tem tratadores.
Tem veterinários.
Tem horário de alimentação.
Tem recintos.
Tem jaulas e cercados.
É proibido alimentar os bichos.
Alguns ajudam a salvar espécies ameaçadas.
Tem um viveiro de aves.
Tem um serpentário.
Tem macacos.
Tem elefantes e girafas.
Tem leões.
O de São Paulo é um dos maiores do Brasil.
É cheio de animais selvagens.
Lugar para visitar bichos de perto.
`],
];

export const ptLugar = buildDeck("pt", "lugar", cards);
