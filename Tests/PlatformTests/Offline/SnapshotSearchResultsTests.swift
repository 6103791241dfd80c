import Domain
import XCTest

@testable import Platform

/// The pages the offline search answered before its catalog was rebuilt to make a `GithubRepo` only for what a page
/// shows (issue 15): for each query its total, one page of repositories with their ids, and a fingerprint of the
/// whole ranking up to GitHub's 1000-result cap, so a change to matching, scoring, sorting or ids shows here.
final class SnapshotSearchResultsTests: XCTestCase {
    private struct Expectation {
        let text: String
        let sort: RepoSort
        let order: SortDirection
        let page: Int
        let total: Int
        /// FNV-1a-style over the ids of every reachable result, in ranking order.
        let ranking: UInt64
        /// `owner/name#id` of the page's items (10 per page).
        let items: [String]
    }

    private static let expectations: [Expectation] = [
        Expectation(
            text: "reactive", sort: .bestMatch, order: .descending, page: 1, total: 9,
            ranking: 17_631_492_930_429_014_109,
            items: [
                "ReactiveCocoa/ReactiveCocoa#3100", "ReactiveX/RxJava#1545", "ReactiveX/RxSwift#3089",
                "redisson/redisson#1604", "rrousselGit/riverpod#886", "lagom/lagom#2937", "monix/monix#2966",
                "Philippus/elastic4s#2977", "reflex-frp/reflex#1432",
            ]),
        Expectation(
            text: "language:swift stars:>20000", sort: .stars, order: .descending, page: 1, total: 29,
            ranking: 13_936_348_635_661_164_506,
            items: [
                "jaywcjlove/awesome-mac#99", "swiftlang/swift#3072", "vsouza/awesome-ios#3073", "apple/container#3074",
                "iina/iina#3075", "Alamofire/Alamofire#3076", "exelban/stats#3077", "permissionlesstech/bitchat#3078",
                "utmapp/UTM#3079", "MonitorControl/MonitorControl#3080",
            ]),
        Expectation(
            text: "swift programming language", sort: .bestMatch, order: .descending, page: 1, total: 2,
            ranking: 3_528_079_959_539_718_395, items: ["swiftlang/swift#3072", "swiftlang/swift-package-manager#3142"]),
        Expectation(
            text: "a", sort: .bestMatch, order: .descending, page: 7, total: 3287,
            ranking: 8_856_723_174_595_674_544,
            items: [
                "labmlai/annotated_deep_learning_paper_implementations#2555", "signalapp/Signal-Android#1829",
                "alibaba/spring-cloud-alibaba#1577", "wilsonfreitas/awesome-quant#1451",
                "aishwaryanr/awesome-generative-ai-guide#1452", "ZhuLinsen/daily_stock_analysis#116",
                "deepseek-ai/deepseek-harness#39", "virattt/ai-hedge-fund#2565", "Igglybuff/awesome-piracy#1456",
                "Solido/awesome-flutter#848",
            ]),
        Expectation(
            text: "is:public", sort: .stars, order: .ascending, page: 1, total: 3449,
            ranking: 1_230_073_335_978_209_634,
            items: [
                "goonstation/ProcessScheduler#1039", "WoodenTucker/40K-Eipharius#1040", "ARF-SS13/coyote-bayou#1041",
                "GammaStation/Gamma-Station#1042", "Aurorastation/Aurora-Old#1043", "tgstation/map_depot#1044",
                "damdonik/pylintrc#1035", "SS13-SCP13/SS13-SCP13#1036", "PentestSS13/Pentest#1037",
                "damdonik/Jenkinsfile#1038",
            ]),
        Expectation(
            text: "pushed:>2026-01-01 NOT awesome -language:python", sort: .updated, order: .descending, page: 2,
            total: 2054,
            ranking: 13_475_379_374_322_850_651,
            items: [
                "openclaw/openclaw#6", "bggRGjQaUbCoE/PiliPlus#860", "router-for-me/CLIProxyAPI#1173",
                "binarywang/WxJava#1568", "prisma/prisma#3338", "tensorflow/tensorflow#27", "microsoft/playwright#3276",
                "gnachman/iTerm2#2122", "DIYgod/RSSHub#3344", "esengine/DeepSeek-Reasonix#1209",
            ]),
        Expectation(
            text: "\"machine learning\" in:description forks:>1000", sort: .forks, order: .descending, page: 1,
            total: 18,
            ranking: 14_538_280_244_896_513_796,
            items: [
                "tensorflow/tensorflow#27", "huggingface/transformers#51", "scikit-learn/scikit-learn#158",
                "josephmisiti/awesome-machine-learning#2545", "fighting41love/funNLP#2531",
                "TheAlgorithms/C-Plus-Plus#481", "PaddlePaddle/Paddle#525", "TheAlgorithms/C#307",
                "Unity-Technologies/ml-agents#386", "kmario23/deep-learning-drizzle#1511",
            ]),
        Expectation(
            text: "ÁSBRÚ", sort: .bestMatch, order: .descending, page: 1, total: 1,
            ranking: 12_640_585_235_416_770_187, items: ["asbru-cm/asbru-cm#2284"]),
        Expectation(
            text: "основной", sort: .bestMatch, order: .descending, page: 1, total: 1,
            ranking: 12_637_515_398_950_805_075, items: ["ss220-space/Paradise#964"]),
        Expectation(
            text: "user:apple", sort: .updated, order: .ascending, page: 1, total: 2,
            ranking: 3_616_836_936_198_771_359, items: ["apple/containerization#3160", "apple/container#3074"]),
        Expectation(
            text: "-language:javascript -user:microsoft vim", sort: .bestMatch, order: .descending, page: 1, total: 164,
            ranking: 16_033_809_097_182_538_306,
            items: [
                "vim/vim#3351", "junegunn/vim-plug#3352", "VundleVim/Vundle.vim#3354", "tpope/vim-fugitive#3355",
                "vim-airline/vim-airline#3358", "mhinz/vim-galore#3359", "fatih/vim-go#3360", "spf13/spf13-vim#3363",
                "ma6174/vim#3401", "tpope/vim-surround#3365",
            ]),
        Expectation(
            text: "repo:SwiftLang/Swift repo:apple/swift-nio", sort: .stars, order: .descending, page: 1, total: 1,
            ranking: 12_641_530_815_417_031_647, items: ["swiftlang/swift#3072"]),
        Expectation(
            text: "awesome", sort: .bestMatch, order: .descending, page: 3, total: 74,
            ranking: 12_112_187_705_477_185_665,
            items: [
                "rockerBOO/awesome-neovim#3018", "thibmaek/awesome-raspberry-pi#3033",
                "ramitsurana/awesome-kubernetes#3037", "Shubhamsaboo/awesome-llm-apps#71", "jaywcjlove/awesome-mac#99",
                "h4cc/awesome-elixir#1050", "Heapy/awesome-kotlin#1871", "FortAwesome/Font-Awesome#1638",
                "troxler/awesome-css-frameworks#784", "kmaasrud/awesome-obsidian#787",
            ]),
        Expectation(
            text: "language:\"vim script\" stars:1000..5000", sort: .forks, order: .ascending, page: 1, total: 57,
            ranking: 2_113_241_274_513_621_724,
            items: [
                "wellle/targets.vim#3438", "junegunn/limelight.vim#3441", "metakirby5/codi.vim#3420",
                "tpope/vim-repeat#3432", "FredKSchott/CoVim#3422", "justinmk/vim-sneak#3411", "tpope/vim-vinegar#3444",
                "voldikss/vim-floaterm#3436", "tpope/vim-abolish#3421", "mg979/vim-visual-multi#3393",
            ]),
        Expectation(
            text: "rust in:name", sort: .bestMatch, order: .descending, page: 1, total: 10,
            ranking: 172_630_726_225_903_807,
            items: [
                "rust-lang/rust#92", "TheAlgorithms/Rust#2872", "rust-unofficial/awesome-rust#2803",
                "google/comprehensive-rust#2835", "sunface/rust-course#2851", "rustdesk/rustdesk#85",
                "rust-lang/rustlings#2797", "fzyzcjy/flutter_rust_bridge#908", "rustfs/rustfs#2848",
                "rust-lang/rust.vim#3403",
            ]),
        Expectation(
            text: "NOT is:public", sort: .stars, order: .descending, page: 1, total: 0,
            ranking: 14_695_981_039_346_656_037, items: []),
        Expectation(
            text: "org:facebook -react", sort: .updated, order: .descending, page: 1, total: 8,
            ranking: 11_346_809_301_492_150_042,
            items: [
                "facebook/folly#497", "facebook/docusaurus#3300", "facebook/rocksdb#492", "facebook/fresco#1850",
                "facebook/litho#1903", "facebook/zstd#288", "facebook/Haxl#1353", "facebook/duckling#1354",
            ]),
        Expectation(
            text: "-tool", sort: .bestMatch, order: .descending, page: 40, total: 3212,
            ranking: 16_180_433_760_480_020_918,
            items: [
                "iamkun/dayjs#1674", "mudler/LocalAI#1172", "KRTirtho/spotube#850",
                "type-challenges/type-challenges#3333", "router-for-me/CLIProxyAPI#1173", "ReactiveX/RxJava#1545",
                "moeru-ai/airi#3334", "slidevjs/slidev#3335", "pixijs/pixijs#3336", "moment/moment#1675",
            ]),
    ]

    private let repository = OfflineRepoRepository()

    func test_pages_matchWhatTheSearchAnsweredBefore() throws {
        for expected in Self.expectations {
            let label = "\(expected.text) \(expected.sort) \(expected.order) page \(expected.page)"
            let page = try repository.searchNow(
                try RepoSearchQuery(
                    text: expected.text, sort: expected.sort, order: expected.order, perPage: 10, page: expected.page))
            XCTAssertEqual(page.totalCount, expected.total, label)
            XCTAssertEqual(page.items.map { "\($0.fullName)#\($0.id)" }, expected.items, label)
            XCTAssertEqual(try ranking(of: expected), expected.ranking, label)
        }
    }

    /// The fingerprint of every reachable result of `expected`'s query, read 100 per page.
    private func ranking(of expected: Expectation) throws -> UInt64 {
        var fingerprint: UInt64 = 14_695_981_039_346_656_037
        var page = 1
        while true {
            let answer = try repository.searchNow(
                try RepoSearchQuery(
                    text: expected.text, sort: expected.sort, order: expected.order, perPage: 100, page: page))
            for item in answer.items { fingerprint = (fingerprint ^ UInt64(item.id)) &* 1_099_511_628_211 }
            guard answer.hasMore else { return fingerprint }
            page += 1
        }
    }
}
